import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../../shared/files/files';

describe('safeFileName', () => {
  it('strips right-to-left overrides and other bidi controls, so a name shows what it is', () => {
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('\u2067report\u2069\u200F.pdf')).toBe('report.pdf');
    expect(safeFileName('\uFEFFplan\u200B.png')).toBe('plan.png');
  });

  it('strips C0 and C1 control characters and keeps Arabic letters', () => {
    expect(safeFileName('a\u0000b\u0085c\u009fd\u007f.txt')).toBe('abcd.txt');
    expect(safeFileName('عقد\u061C البيع.pdf')).toBe('عقد البيع.pdf');
  });

  it('leaves nothing usable as an empty name', () => {
    expect(safeFileName('\u202E\u0085')).toBe('');
  });
});
