import { describe, expect, it } from 'vitest';
import { type Company, companyValidationError } from '../../../../shared/domain/company/company';
import {
  ibanChecksumHolds,
  isSaudiIban,
  isShortNationalAddress,
  isVatNumber,
} from '../../../../shared/domain/company/saudi-formats';

const company = (changes: Partial<Company> = {}): Company => ({
  name: 'Test Co.',
  name_ar: 'شركة الاختبار',
  commercial_registration_number: '1010456789',
  vat_number: '310456789100003',
  national_address: {
    building_number: '2929',
    street: 'King Fahd Road',
    street_ar: 'طريق الملك فهد',
    district: 'Al Olaya',
    district_ar: 'العليا',
    city: 'Riyadh',
    city_ar: 'الرياض',
    postal_code: '12212',
    additional_number: '8118',
    short_address: 'RRRD2929',
  },
  logo: null,
  bank_accounts: [
    {
      bank_name: 'Al Rajhi Bank',
      bank_name_ar: 'مصرف الراجحي',
      iban: 'SA0380000000608010167519',
      account_name: 'Test Co.',
    },
  ],
  ...changes,
});

describe('Saudi identifiers of the company record', () => {
  it('accepts IBANs whose mod-97 check holds and refuses one changed digit or a swap', () => {
    expect(isSaudiIban('SA0380000000608010167519')).toBe(true);
    expect(isSaudiIban('SA4210000001234567890123')).toBe(true);
    expect(isSaudiIban('SA0380000000608010167518')).toBe(false);
    expect(isSaudiIban('SA0380000000608010167591')).toBe(false);
    expect(isSaudiIban('SA038000000060801016751')).toBe(false);
    expect(isSaudiIban('GB82WEST12345698765432')).toBe(false);
    // The check itself is the international one: a valid British IBAN passes it.
    expect(ibanChecksumHolds('GB82WEST12345698765432')).toBe(true);
  });

  it('takes 15-digit VAT numbers that begin and end with 3, and short addresses of 4 letters and 4 digits', () => {
    expect(isVatNumber('310456789100003')).toBe(true);
    expect(isVatNumber('31045678910003')).toBe(false);
    expect(isVatNumber('210456789100003')).toBe(false);
    expect(isShortNationalAddress('RRRD2929')).toBe(true);
    expect(isShortNationalAddress('RRR2929')).toBe(false);
  });

  it('names each malformed identifier of a company, and none of a valid one', () => {
    expect(companyValidationError(company())).toBeUndefined();
    const error = companyValidationError(
      company({
        vat_number: '123',
        bank_accounts: [
          { bank_name: 'A', bank_name_ar: 'أ', iban: 'SA0380000000608010167519', account_name: 'x' },
          { bank_name: 'B', bank_name_ar: 'ب', iban: 'SA0380000000608010167518', account_name: 'x' },
        ],
      }),
    );
    expect(Object.keys(error?.fields ?? {})).toEqual(['vat_number', 'bank_accounts.1.iban']);
  });
});
