/**
 * Money is integer halalas inside and a SAR number with 2 decimals on the wire (DESIGN "Wire
 * format"): these are the one pair of conversions every module uses.
 */

/** SAR (a number from a record or a form, e.g. a unit's price) as integer halalas, half-up. */
export const halalasOfSar = (sar: number): number => Math.round(sar * 100);

/** Halalas as the wire shows money: a SAR number with 2 decimals. */
export const sarOfHalalas = (halalas: number): number => Math.round(halalas) / 100;

/** `sarOfHalalas` for an amount a record may not have yet (null when absent). */
export const sarOrNull = (halalas: number | null | undefined): number | null =>
  typeof halalas === 'number' ? sarOfHalalas(halalas) : null;
