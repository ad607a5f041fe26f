import { hrLetterPrintTemplates } from './hr-letter-print-templates';
import type { PrintDocumentType } from './print-variables';
import { purchasingPrintTemplates } from './purchasing-print-templates';
import { salePrintTemplates } from './sale-print-templates';

/** The languages a template is written in: Arabic prints right to left. */
export type PrintLanguage = 'ar' | 'en';

/** A document's template: a logic-less body (Mustache: variables and sections, no code) and its layout. */
export interface PrintTemplate {
  document_type: PrintDocumentType;
  language: PrintLanguage;
  name: string;
  layout_key: string;
  body: string;
}

const offerRows = (rows: Array<[string, string]>) =>
  rows.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`).join('\n');

/** The default booking offer, in Arabic: the client takes it to the bank. */
const bookingOfferAr: PrintTemplate = {
  document_type: 'booking_offer',
  language: 'ar',
  name: 'عرض سعر الحجز',
  layout_key: 'a4-portrait',
  body: `<h1>{{company.name_ar}}</h1>
<h2>عرض سعر رقم {{offer.number}}</h2>
<p>التاريخ: {{offer.date}} — صالح حتى {{offer.valid_until}}</p>
<p>السادة/ {{client.name}} المحترمين، نتشرف بتقديم عرض السعر التالي للوحدة {{unit.code}} في {{project.name}}.</p>
<table>
${offerRows([
  ['العميل', '{{client.name}} — هوية {{client.national_id}} — جوال {{client.phone}}'],
  ['المشروع', '{{project.name}}'],
  ['الوحدة', '{{unit.code}} ({{unit.area}} م²)'],
  ['السعر قبل الضريبة', '{{offer.price}} ريال'],
  ['الخصومات', '{{offer.discounts}} ريال'],
  ['ضريبة التصرفات العقارية', '{{offer.tax}} ريال'],
  ['الإجمالي', '<strong>{{offer.total}} ريال</strong>'],
])}
</table>
<p>يودع المبلغ في حساب الشركة لدى {{company.bank_name}}، رقم الآيبان IBAN {{company.iban}}.</p>
<p>موظف المبيعات: {{agent.name}}</p>`,
};

/** The default booking offer, in English. */
const bookingOfferEn: PrintTemplate = {
  document_type: 'booking_offer',
  language: 'en',
  name: 'Booking price offer',
  layout_key: 'a4-portrait',
  body: `<h1>{{company.name_en}}</h1>
<h2>Price offer {{offer.number}}</h2>
<p>Date: {{offer.date}}, valid until {{offer.valid_until}}</p>
<table>
${offerRows([
  ['Client', '{{client.name}}, ID {{client.national_id}}, phone {{client.phone}}'],
  ['Project', '{{project.name}}'],
  ['Unit', '{{unit.code}} ({{unit.area}} m²)'],
  ['Price before tax', 'SAR {{offer.price}}'],
  ['Discounts', 'SAR {{offer.discounts}}'],
  ['Real-estate transaction tax', 'SAR {{offer.tax}}'],
  ['Total', '<strong>SAR {{offer.total}}</strong>'],
])}
</table>
<p>Pay to the company's account at {{company.bank_name}}, IBAN {{company.iban}}.</p>
<p>Sales agent: {{agent.name}}</p>`,
};

/** The default template of each document type in each language. */
export const defaultPrintTemplates: readonly PrintTemplate[] = [
  bookingOfferAr,
  bookingOfferEn,
  ...salePrintTemplates,
  ...purchasingPrintTemplates,
  ...hrLetterPrintTemplates,
];
