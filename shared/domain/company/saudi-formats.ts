/** Saudi identifiers a company record carries (STAFF-DOMAIN.md section 0, "Saudi formats"). */

/** An IBAN's check: moved country and check digits to the end, letters as 10..35, the number mod 97 is 1. */
export function ibanChecksumHolds(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  // Digit by digit, so the 30-digit number never leaves safe integers.
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    if (Number.isNaN(value)) return false;
    for (const digit of String(value)) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A Saudi IBAN: `SA`, two check digits and 22 digits (24 characters), passing the mod-97 check. */
export const isSaudiIban = (iban: string): boolean => /^SA\d{22}$/.test(iban) && ibanChecksumHolds(iban);

/** A VAT registration number: 15 digits, first and last `3` (ZATCA's format). */
export const isVatNumber = (value: string): boolean => /^3\d{13}3$/.test(value);

/** A commercial registration number: 10 digits. */
export const isCommercialRegistrationNumber = (value: string): boolean => /^\d{10}$/.test(value);

/** A short national address: 4 letters and 4 digits (`RRRD2929`). */
export const isShortNationalAddress = (value: string): boolean => /^[A-Z]{4}\d{4}$/.test(value);
