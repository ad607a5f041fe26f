import { findEntity } from '../../shared/db/entity-store';
import { COMPANY, COMPANY_ID, type Company, createCompany } from '../../shared/domain/company/company';
import { ConflictError } from '../../shared/errors';
import { alreadyPresent, type FirstDeployStep } from './step';

/** Placeholders that pass the record's format checks and read as what they are. */
const placeholder = (name: string, nameAr: string): Company => ({
  name,
  name_ar: nameAr,
  commercial_registration_number: '0000000000',
  vat_number: '300000000000003',
  national_address: {
    building_number: '0000',
    street: 'To be filled in',
    street_ar: 'يستكمل لاحقا',
    district: 'To be filled in',
    district_ar: 'يستكمل لاحقا',
    city: 'Riyadh',
    city_ar: 'الرياض',
    postal_code: '00000',
    additional_number: '0000',
    short_address: 'AAAA0000',
  },
  logo: null,
  bank_accounts: [],
});

/**
 * The company record (id 1), which prints and offers read: the given names and placeholder
 * identifiers, written only where no record is (a conditional create at id 1), never overwritten.
 */
export const companyStep: FirstDeployStep = {
  name: 'company',
  async run({ input }) {
    const existing = await findEntity(COMPANY, COMPANY_ID);
    if (existing) return alreadyPresent(`(${existing.name})`);
    try {
      await createCompany(placeholder(input.companyName, input.companyNameAr), { id: COMPANY_ID });
    } catch (error) {
      if (error instanceof ConflictError) return alreadyPresent('(written meanwhile by another run)');
      throw error;
    }
    return {
      written: 1,
      summary: `1 written (${input.companyName}; registration, VAT, address and bank accounts are placeholders)`,
    };
  },
};
