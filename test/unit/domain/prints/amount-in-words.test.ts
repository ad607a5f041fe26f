import { describe, expect, it } from 'vitest';
import { arabicNumberWords, sarAmountInWords } from '../../../../shared/domain/prints/amount-in-words';

describe('amounts in Arabic words', () => {
  it.each([
    [0, 'صفر'],
    [1, 'واحد'],
    [11, 'أحد عشر'],
    [21, 'واحد وعشرون'],
    [100, 'مائة'],
    [200, 'مائتان'],
    [305, 'ثلاثمائة وخمسة'],
    [1000, 'ألف'],
    [2000, 'ألفان'],
    [3000, 'ثلاثة آلاف'],
    [11_000, 'أحد عشر ألف'],
    [37_260, 'سبعة وثلاثون ألف ومائتان وستون'],
    [1_250_000, 'مليون ومائتان وخمسون ألف'],
    [2_000_000, 'مليونان'],
    [5_000_000_000, 'خمسة مليارات'],
  ])('%i is %s', (value, words) => {
    expect(arabicNumberWords(value)).toBe(words);
  });

  it('prints riyals and halalas as an order prints its total', () => {
    expect(sarAmountInWords(3_726_000)).toBe('فقط سبعة وثلاثون ألف ومائتان وستون ريال سعودي لا غير');
    expect(sarAmountInWords(100_025)).toBe('فقط ألف ريال سعودي وخمسة وعشرون هللة لا غير');
    expect(sarAmountInWords(50)).toBe('فقط صفر ريال سعودي وخمسون هللة لا غير');
    expect(() => sarAmountInWords(-1)).toThrow();
    expect(() => sarAmountInWords(1.5)).toThrow();
  });
});
