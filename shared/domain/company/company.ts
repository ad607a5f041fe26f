import { type CreateOptions, createEntity } from '../../db/entity-store';
import { entityType } from '../../db/entity-type';
import { ValidationError } from '../../errors';
import type { StoredFile } from '../../files/files';
import {
  isCommercialRegistrationNumber,
  isSaudiIban,
  isShortNationalAddress,
  isVatNumber,
} from './saudi-formats';

/** The company's address in the national address register, its place names in English and Arabic. */
export interface NationalAddress {
  building_number: string;
  street: string;
  street_ar: string;
  district: string;
  district_ar: string;
  city: string;
  city_ar: string;
  postal_code: string;
  additional_number: string;
  short_address: string;
}

/** An account customers pay into. */
export interface BankAccount {
  bank_name: string;
  bank_name_ar: string;
  iban: string;
  account_name: string;
}

/** The company that runs the platform: one record (id 1), what invoices, contracts and the app show. */
export interface Company {
  name: string;
  name_ar: string;
  commercial_registration_number: string;
  vat_number: string;
  national_address: NationalAddress;
  logo: StoredFile | null;
  bank_accounts: BankAccount[];
}

export const COMPANY = entityType<Company>('COMPANY');

/** The company record's id: a deployment serves one company. */
export const COMPANY_ID = 1;

/** A 422 naming each malformed identifier of the company (undefined when every one is valid). */
export function companyValidationError(company: Company): ValidationError | undefined {
  const problems: Array<[string, boolean]> = [
    [
      'commercial_registration_number',
      isCommercialRegistrationNumber(company.commercial_registration_number),
    ],
    ['vat_number', isVatNumber(company.vat_number)],
    ['national_address.building_number', /^\d{4}$/.test(company.national_address.building_number)],
    ['national_address.postal_code', /^\d{5}(-\d{4})?$/.test(company.national_address.postal_code)],
    ['national_address.additional_number', /^\d{4}$/.test(company.national_address.additional_number)],
    ['national_address.short_address', isShortNationalAddress(company.national_address.short_address)],
    ...company.bank_accounts.map((account, index): [string, boolean] => [
      `bank_accounts.${index}.iban`,
      isSaudiIban(account.iban),
    ]),
  ];
  const failing = problems.filter(([, valid]) => !valid).map(([field]) => field);
  if (failing.length === 0) return undefined;
  return new ValidationError(
    Object.fromEntries(failing.map((field) => [field, [{ key: 'validation.regex' }]])),
  );
}

/**
 * Writes the company record after checking its identifiers (422 naming each malformed one);
 * `options.id` writes it at that id only if none is there (409 otherwise).
 */
export async function createCompany(company: Company, options: Pick<CreateOptions, 'id'> = {}) {
  const problems = companyValidationError(company);
  if (problems) throw problems;
  return createEntity(COMPANY, company, options);
}
