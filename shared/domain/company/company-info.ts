import { getEntity } from '../../db/entity-store';
import { downloadableFiles } from '../../files/files';
import type { Locale } from '../../i18n';
import { COMPANY, COMPANY_ID } from './company';

const inLocale = (locale: Locale, english: string, arabic: string) =>
  locale === 'ar' && arabic ? arabic : english;

/**
 * The company's record for the staff app: names (`name` in the caller's language, and both),
 * registration and VAT numbers, national address, logo with a short-lived download URL, bank accounts.
 */
export async function companyInfo(locale: Locale) {
  const company = await getEntity(COMPANY, COMPANY_ID, 'company');
  const address = company.national_address;
  const [logo] = await downloadableFiles(company.logo ? [company.logo] : []);
  return {
    id: company.id,
    name: inLocale(locale, company.name, company.name_ar),
    name_ar: company.name_ar,
    name_en: company.name,
    commercial_registration_number: company.commercial_registration_number,
    vat_number: company.vat_number,
    national_address: {
      building_number: address.building_number,
      street: inLocale(locale, address.street, address.street_ar),
      district: inLocale(locale, address.district, address.district_ar),
      city: inLocale(locale, address.city, address.city_ar),
      postal_code: address.postal_code,
      additional_number: address.additional_number,
      short_address: address.short_address,
    },
    logo: logo ?? null,
    bank_accounts: company.bank_accounts.map((account) => ({
      bank_name: inLocale(locale, account.bank_name, account.bank_name_ar),
      iban: account.iban,
      account_name: account.account_name,
    })),
  };
}
