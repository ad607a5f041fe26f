/** Helpers for the benchmark tables. */

export const median = (values: number[]) => percentile(values, 50);

/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/** A plain text table, columns padded to fit. */
export function formatTable(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}
