/** A report's table: the header row and the rows, every cell already text. */
export interface ReportTable {
  columns: string[];
  rows: string[][];
}

/** Excel opens a UTF-8 CSV as UTF-8 (and shows Arabic) only when the file starts with this mark. */
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or CR first) is prefixed
 * with `'`, so a name typed as `=HYPERLINK(...)` stays text in the recipient's Excel; numbers
 * (`-2.5`) are left as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const defused = (cell: string): string =>
  FORMULA_START.test(cell) && !NUMBER.test(cell) ? `'${cell}` : cell;

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
const field = (cell: string): string => {
  const text = defused(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The table as a CSV file: UTF-8 with a BOM, a header row, CRLF line ends (RFC 4180). */
export function reportCsv(table: ReportTable): Buffer {
  const lines = [table.columns, ...table.rows].map((row) => row.map(field).join(','));
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}
