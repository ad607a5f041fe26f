import { hrLetterPrintVariables } from './hr-letter-print-variables';
import { companyHeaderVariables, type PrintVariable, variable } from './print-variable';
import { purchasingPrintVariables } from './purchasing-print-variables';
import { salePrintVariables } from './sale-print-variables';

/** The kinds of document the print engine renders (STAFF-DOMAIN.md section 11); each has its variables. */
export const printDocumentTypes = [
  'booking_offer',
  'sale_follow_form',
  'sale_booking',
  'sale_contract',
  'sale_receipt',
  'sale_refund_statement',
  'purchase_request',
  'purchase_request_rfq',
  'purchase_order',
  'purchase_invoice',
  'salary_certificate',
  'salary_transfer_letter',
  'experience_letter',
] as const;
export type PrintDocumentType = (typeof printDocumentTypes)[number];

/** The booking offer's variables: what the booking's offer data fills in (issue 16 point 4). */
const bookingOffer: readonly PrintVariable[] = [
  ...companyHeaderVariables,
  variable('company.bank_name', 'text', 'Bank name', 'اسم البنك', 'البنك الأهلي السعودي'),
  variable('company.iban', 'iban', 'Bank account IBAN', 'رقم الآيبان', 'SA0380000000608010167519'),
  variable('offer.number', 'text', 'Offer number', 'رقم العرض', 'OF-2026-000042'),
  variable('offer.date', 'date', 'Offer date', 'تاريخ العرض', '2026-11-24'),
  variable('offer.valid_until', 'date', 'Valid until', 'صالح حتى', '2026-11-26'),
  variable('client.name', 'text', 'Client name', 'اسم العميل', 'محمد بن عبدالله العتيبي'),
  variable('client.phone', 'text', 'Client phone', 'جوال العميل', '0501234567'),
  variable('client.national_id', 'text', 'Client national id', 'رقم هوية العميل', '1012345678'),
  variable('project.name', 'text', 'Project', 'المشروع', 'مشروع الياسمين'),
  variable('unit.code', 'text', 'Unit', 'الوحدة', 'YAS-A-101'),
  variable('unit.area', 'number', 'Unit area (m²)', 'مساحة الوحدة (م²)', 185.5),
  variable('offer.price', 'money', 'Price before tax', 'السعر قبل الضريبة', 85_000_000),
  variable('offer.discounts', 'money', 'Discounts', 'الخصومات', 2_500_000),
  variable('offer.tax', 'money', 'Real-estate transaction tax', 'ضريبة التصرفات العقارية', 4_125_000),
  variable('offer.total', 'money', 'Total', 'الإجمالي', 86_625_000),
  variable('agent.name', 'text', 'Sales agent', 'موظف المبيعات', 'سارة القحطاني'),
];

/** Every document type's variables: templates read these and nothing else. */
export const printVariables: Readonly<Record<PrintDocumentType, readonly PrintVariable[]>> = {
  booking_offer: bookingOffer,
  ...salePrintVariables,
  ...purchasingPrintVariables,
  ...hrLetterPrintVariables,
};

/** The sample values of a document type, keyed as the template reads them (previews, tests). */
export const sampleVariables = (type: PrintDocumentType): Record<string, PrintVariable['sample']> =>
  Object.fromEntries(printVariables[type].map((entry) => [entry.key, entry.sample]));

/** A document type's variables as the staff app reads them: `label` in the request's language. */
export const printVariablesView = (type: PrintDocumentType, locale: 'ar' | 'en') => ({
  document_type: type,
  variables: printVariables[type].map((entry) => ({
    key: entry.key,
    label: locale === 'ar' ? entry.label_ar : entry.label_en,
    label_ar: entry.label_ar,
    label_en: entry.label_en,
    type: entry.type,
    sample: entry.sample,
    columns: entry.columns?.map((column) => ({ key: column.key, type: column.type })) ?? null,
  })),
});
