import * as z from 'zod';
import { recordId } from '../fields';
import { DownloadableFile } from './common';

/** The company-info record: the names in the request's language and both, identifiers, address, logo, bank accounts. */
export const CompanyInfo = z.strictObject({
  id: recordId(),
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  commercial_registration_number: z.string().regex(/^\d{10}$/),
  vat_number: z.string().regex(/^3\d{13}3$/),
  national_address: z.strictObject({
    building_number: z.string(),
    street: z.string(),
    district: z.string(),
    city: z.string(),
    postal_code: z.string(),
    additional_number: z.string(),
    short_address: z.string(),
  }),
  logo: DownloadableFile.nullable(),
  bank_accounts: z.array(
    z.strictObject({ bank_name: z.string(), iban: z.string().regex(/^SA\d{22}$/), account_name: z.string() }),
  ),
});
