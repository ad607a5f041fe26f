/*
 * Amounts in Arabic words (تفقيط), as Saudi orders and invoices print them under the figures, in the
 * plain invoice style: `فقط ألف ومائتان وخمسون ريال سعودي وخمس هللات لا غير` is written
 * `فقط ألف ومائتان وخمسون ريال سعودي وخمسة هللة لا غير`, without case endings or gender agreement:
 * numbers in their masculine form, groups joined with `و`, the counted noun after the number.
 */

const ONES = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];
const TEENS = [
  'عشرة',
  'أحد عشر',
  'اثنا عشر',
  'ثلاثة عشر',
  'أربعة عشر',
  'خمسة عشر',
  'ستة عشر',
  'سبعة عشر',
  'ثمانية عشر',
  'تسعة عشر',
];
const TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];

/** 1-999 in words (empty for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(HUNDREDS[hundreds] as string);
  if (rest >= 20) {
    const ones = rest % 10;
    parts.push(ones > 0 ? `${ONES[ones]} و${TENS[Math.floor(rest / 10)]}` : (TENS[rest / 10] as string));
  } else if (rest >= 10) parts.push(TEENS[rest - 10] as string);
  else if (rest > 0) parts.push(ONES[rest] as string);
  return parts.join(' و');
}

/** A scale's forms: one, two, three to ten (plural), eleven and more (singular). */
const SCALES: Array<{ value: number; one: string; two: string; plural: string }> = [
  { value: 1_000_000_000, one: 'مليار', two: 'ملياران', plural: 'مليارات' },
  { value: 1_000_000, one: 'مليون', two: 'مليونان', plural: 'ملايين' },
  { value: 1_000, one: 'ألف', two: 'ألفان', plural: 'آلاف' },
];

function scaled(count: number, scale: (typeof SCALES)[number]): string {
  if (count === 1) return scale.one;
  if (count === 2) return scale.two;
  if (count <= 10) return `${belowThousand(count)} ${scale.plural}`;
  return `${belowThousand(count)} ${scale.one}`;
}

/** A whole number in Arabic words: `1250` is `ألف ومائتان وخمسون`; `0` is `صفر`. */
export function arabicNumberWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  if (value === 0) return 'صفر';
  const parts: string[] = [];
  let rest = value;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    rest %= scale.value;
    // Above 999 billion the count itself is read in words of its own.
    if (count > 0)
      parts.push(count > 999 ? `${arabicNumberWords(count)} ${scale.one}` : scaled(count, scale));
  }
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' و');
}

/**
 * An amount of halalas in Arabic words, as an order or invoice prints it:
 * `فقط ألف ومائة وخمسون ريال سعودي وخمس وعشرون هللة لا غير` (halalas only when there are some).
 */
export function sarAmountInWords(halalas: number): string {
  if (!Number.isSafeInteger(halalas) || halalas < 0) throw new Error(`Not an amount: ${halalas}`);
  const riyals = Math.floor(halalas / 100);
  const rest = halalas % 100;
  const halalaText = rest > 0 ? ` و${arabicNumberWords(rest)} هللة` : '';
  return `فقط ${arabicNumberWords(riyals)} ريال سعودي${halalaText} لا غير`;
}
