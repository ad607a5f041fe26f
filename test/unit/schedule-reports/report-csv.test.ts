import { describe, expect, it } from 'vitest';
import { reportCsv } from '../../../shared/domain/schedule-reports/report-csv';

describe('reportCsv', () => {
  it('writes UTF-8 with a BOM, a header row and CRLF line ends', () => {
    const file = reportCsv({ columns: ['Employee', 'Days'], rows: [['محمد', '3']] });
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.toString('utf8')).toBe('\uFEFFEmployee,Days\r\nمحمد,3\r\n');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 does', () => {
    const text = reportCsv({ columns: ['a'], rows: [['x,y'], ['say "hi"'], ['two\nlines'], ['plain']] })
      .toString('utf8')
      .slice(1);
    expect(text).toBe('a\r\n"x,y"\r\n"say ""hi"""\r\n"two\nlines"\r\nplain\r\n');
  });

  it('keeps a cell a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    const text = reportCsv({ columns: ['a'], rows: [['=HYPERLINK("x")'], ['@SUM(A1)'], ['-2.5'], ['+966']] })
      .toString('utf8')
      .slice(1);
    expect(text).toBe('a\r\n"\'=HYPERLINK(""x"")"\r\n\'@SUM(A1)\r\n-2.5\r\n\'+966\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(reportCsv({ columns: ['a', 'b'], rows: [] }).toString('utf8')).toBe('\uFEFFa,b\r\n');
  });
});
