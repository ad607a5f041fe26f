import { createCompany } from '../../../shared/domain/company/company';
import { putFile } from '../../../shared/files/files';

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
    '<rect width="120" height="40" rx="6" fill="#0b5d4b"/>' +
    '<text x="60" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">Rakeen</text></svg>',
);

/** The company record (id 1) with its logo in the files bucket, through the same rule as any write. */
export async function seedCompany() {
  const logoKey = 'company/logo.svg';
  await putFile(logoKey, LOGO, 'image/svg+xml');
  return createCompany({
    name: 'Rakeen Real Estate Development Co.',
    name_ar: 'شركة ركين للتطوير العقاري',
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
    logo: { name: 'logo.svg', key: logoKey, mime_type: 'image/svg+xml', size: LOGO.length },
    bank_accounts: [
      {
        bank_name: 'Al Rajhi Bank',
        bank_name_ar: 'مصرف الراجحي',
        iban: 'SA0380000000608010167519',
        account_name: 'Rakeen Real Estate Development Co.',
      },
      {
        bank_name: 'The Saudi National Bank',
        bank_name_ar: 'البنك الأهلي السعودي',
        iban: 'SA4210000001234567890123',
        account_name: 'Rakeen Real Estate Development Co.',
      },
    ],
  });
}
