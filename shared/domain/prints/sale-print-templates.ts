import type { PrintTemplate } from './print-templates';

/** Tables of several columns: header cells as wide as their text (the page's `th` is a label column). */
const gridStyle =
  '<style>.grid th{width:auto;text-align:center}.grid td{text-align:center}.qr{width:34mm;height:34mm}</style>';

const rows = (entries: Array<[string, string]>) =>
  entries.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`).join('\n');

/** A table over a `rows` variable: a header row, then one row per entry (nothing when empty). */
const grid = (section: string, columns: Array<[string, string]>) => `<table class="grid">
<tr>${columns.map(([label]) => `<th>${label}</th>`).join('')}</tr>
{{#${section}}}<tr>${columns.map(([, name]) => `<td>{{${name}}}</td>`).join('')}</tr>{{/${section}}}
</table>`;

type Language = 'ar' | 'en';
const both = <T>(ar: T, en: T) => ({ ar, en });

const partiesAr = rows([
  ['رقم البيع', '{{sale.number}} — {{sale.date}} — {{sale.status}}'],
  ['العميل', '{{client.name}} — هوية {{client.national_id}} — جوال {{client.phone}}'],
  ['المشروع / الوحدة', '{{project.name}} — {{unit.code}}'],
  ['موظف المبيعات', '{{agent.name}}'],
]);
const partiesEn = rows([
  ['Sale', '{{sale.number}}, {{sale.date}}, {{sale.status}}'],
  ['Client', '{{client.name}}, ID {{client.national_id}}, phone {{client.phone}}'],
  ['Project / unit', '{{project.name}}, {{unit.code}}'],
  ['Sales agent', '{{agent.name}}'],
]);
const parties = both(partiesAr, partiesEn);

const pricing = both(
  rows([
    ['السعر قبل الضريبة', '{{pricing.price}} ريال'],
    ['الخصومات', '{{pricing.discounts}} ريال'],
    ['السعر الصافي', '{{pricing.net_price}} ريال'],
    ['ضريبة التصرفات العقارية', '{{pricing.tax}} ريال (تتحمل الدولة منها {{pricing.state_tax}} ريال)'],
    ['السعي وضريبته', '{{pricing.striving}} ريال + {{pricing.striving_vat}} ريال'],
    ['إجمالي المستحق', '<strong>{{pricing.total}} ريال</strong>'],
    ['طريقة الشراء', '{{sale.purchase_method}}'],
  ]),
  rows([
    ['Price before tax', 'SAR {{pricing.price}}'],
    ['Discounts', 'SAR {{pricing.discounts}}'],
    ['Net price', 'SAR {{pricing.net_price}}'],
    ['Real-estate transaction tax', 'SAR {{pricing.tax}} (borne by the state: SAR {{pricing.state_tax}})'],
    ['Brokerage and its VAT', 'SAR {{pricing.striving}} + SAR {{pricing.striving_vat}}'],
    ['Client total', '<strong>SAR {{pricing.total}}</strong>'],
    ['Purchase method', '{{sale.purchase_method}}'],
  ]),
);

const money = both(
  rows([
    ['المدفوع', '{{sale.paid_total}} ريال'],
    ['المسترد', '{{sale.refunded_total}} ريال'],
    ['المتبقي', '<strong>{{sale.balance}} ريال</strong>'],
  ]),
  rows([
    ['Paid', 'SAR {{sale.paid_total}}'],
    ['Refunded', 'SAR {{sale.refunded_total}}'],
    ['Balance', '<strong>SAR {{sale.balance}}</strong>'],
  ]),
);

const plan = both(
  grid('plan.lines', [
    ['م', 'sequence'],
    ['النوع', 'kind'],
    ['الاستحقاق', 'due_date'],
    ['المبلغ', 'amount'],
    ['المدفوع', 'paid_amount'],
    ['الحالة', 'status'],
  ]),
  grid('plan.lines', [
    ['No.', 'sequence'],
    ['Kind', 'kind'],
    ['Due', 'due_date'],
    ['Amount', 'amount'],
    ['Paid', 'paid_amount'],
    ['Status', 'status'],
  ]),
);

const operations = both(
  grid('operations', [
    ['رقم السند', 'receipt_no'],
    ['النوع', 'kind'],
    ['الطريقة', 'method'],
    ['التاريخ', 'paid_at'],
    ['المبلغ', 'amount'],
    ['الحالة', 'status'],
  ]),
  grid('operations', [
    ['Receipt', 'receipt_no'],
    ['Kind', 'kind'],
    ['Method', 'method'],
    ['Date', 'paid_at'],
    ['Amount', 'amount'],
    ['Status', 'status'],
  ]),
);

const template = (
  document_type: PrintTemplate['document_type'],
  language: Language,
  name: string,
  body: string,
): PrintTemplate => ({
  document_type,
  language,
  name,
  layout_key: 'a4-portrait',
  body: `${gridStyle}\n${body}`,
});

const bankStagesTable = both(
  grid('bank.stages', [
    ['المرحلة', 'stage'],
    ['التاريخ', 'date'],
    ['ملاحظة', 'note'],
  ]),
  grid('bank.stages', [
    ['Stage', 'stage'],
    ['Date', 'date'],
    ['Note', 'note'],
  ]),
);

const followForm = (language: Language) =>
  template(
    'sale_follow_form',
    language,
    language === 'ar' ? 'نموذج متابعة البيع' : 'Sale follow-up form',
    language === 'ar'
      ? `<h1>{{company.name_ar}}</h1>
<h2>نموذج متابعة البيع رقم {{sale.number}}</h2>
<p>تاريخ الطباعة: {{print.date}}</p>
<table>${parties.ar}</table>
<h3>التسعير</h3><table>${pricing.ar}</table>
<table>${money.ar}</table>
<h3>خطة الدفع</h3>${plan.ar}
<h3>العمليات المالية</h3>${operations.ar}
<h3>مراحل التمويل البنكي</h3>${bankStagesTable.ar}`
      : `<h1>{{company.name_en}}</h1>
<h2>Sale follow-up form {{sale.number}}</h2>
<p>Printed on {{print.date}}</p>
<table>${parties.en}</table>
<h3>Pricing</h3><table>${pricing.en}</table>
<table>${money.en}</table>
<h3>Payment plan</h3>${plan.en}
<h3>Payments</h3>${operations.en}
<h3>Bank stages</h3>${bankStagesTable.en}`,
  );

const booking = (language: Language) =>
  template(
    'sale_booking',
    language,
    language === 'ar' ? 'نموذج الحجز' : 'Booking form',
    language === 'ar'
      ? `<h1>{{company.name_ar}}</h1>
<h2>نموذج حجز رقم {{booking.number}}</h2>
<p>تاريخ الطباعة: {{print.date}}</p>
<table>${partiesAr}
${rows([
  ['تاريخ الحجز', '{{booking.opened_at}}'],
  ['تاريخ الاعتماد', '{{booking.accepted_at}}'],
  ['رقم عرض السعر', '{{booking.offer_number}}'],
  ['العربون', '{{booking.orbon}} ريال'],
  ['إجمالي المستحق', '{{pricing.total}} ريال'],
])}</table>
<p>يعد المبلغ المدفوع عند الحجز عربونًا يحتسب من ثمن الوحدة عند إبرام العقد.</p>`
      : `<h1>{{company.name_en}}</h1>
<h2>Booking form {{booking.number}}</h2>
<p>Printed on {{print.date}}</p>
<table>${partiesEn}
${rows([
  ['Booked at', '{{booking.opened_at}}'],
  ['Accepted at', '{{booking.accepted_at}}'],
  ['Price offer', '{{booking.offer_number}}'],
  ['Earnest money (orbon)', 'SAR {{booking.orbon}}'],
  ['Client total', 'SAR {{pricing.total}}'],
])}</table>
<p>The amount paid at booking is earnest money, counted toward the price when the contract is signed.</p>`,
  );

const contract = (language: Language) =>
  template(
    'sale_contract',
    language,
    language === 'ar' ? 'عقد بيع وحدة عقارية' : 'Unit sale contract',
    language === 'ar'
      ? `<h1>{{company.name_ar}}</h1>
<h2>عقد بيع وحدة عقارية رقم {{contract.number}}</h2>
<p>تاريخ العقد: {{contract.date}}</p>
<p>الطرف الأول (البائع): {{company.name_ar}}، الرقم الضريبي {{company.vat_number}}.<br>
الطرف الثاني (المشتري): {{client.name}}، هوية رقم {{client.national_id}}، جوال {{client.phone}}.</p>
<p>اتفق الطرفان على بيع الوحدة {{unit.code}} في {{project.name}} بالثمن والشروط التالية:</p>
<table>${pricing.ar}</table>
<p>دفع المشتري عربونًا قدره {{orbon.amount}} ريال يحتسب من الثمن. تلتزم البائعة بصيانة الوحدة مدة {{maintenance.months}} شهرًا من تاريخ التسليم.</p>
<h3>خطة الدفع</h3>${plan.ar}
<table>${money.ar}</table>
<p>توقيع الطرف الأول: ____________ &nbsp; توقيع الطرف الثاني: ____________</p>`
      : `<h1>{{company.name_en}}</h1>
<h2>Unit sale contract {{contract.number}}</h2>
<p>Contract date: {{contract.date}}</p>
<p>First party (seller): {{company.name_en}}, VAT number {{company.vat_number}}.<br>
Second party (buyer): {{client.name}}, ID {{client.national_id}}, phone {{client.phone}}.</p>
<p>The parties agree on the sale of unit {{unit.code}} in {{project.name}} at the price and terms below:</p>
<table>${pricing.en}</table>
<p>The buyer paid earnest money of SAR {{orbon.amount}}, counted toward the price. The seller maintains the unit for {{maintenance.months}} months from handover.</p>
<h3>Payment plan</h3>${plan.en}
<table>${money.en}</table>
<p>First party signature: ____________ &nbsp; Second party signature: ____________</p>`,
  );

const receipt = (language: Language) =>
  template(
    'sale_receipt',
    language,
    language === 'ar' ? 'سند' : 'Voucher',
    language === 'ar'
      ? `<h1>{{company.name_ar}}</h1>
<h2>{{voucher.title}} رقم {{voucher.number}}</h2>
<p>التاريخ: {{voucher.date}} — تاريخ الطباعة: {{print.date}} — الرقم الضريبي: {{company.vat_number}}</p>
<table>${partiesAr}
${rows([
  ['المبلغ', '<strong>{{voucher.amount}} ريال</strong>'],
  ['وذلك عن', '{{voucher.kind}}'],
  ['طريقة الدفع', '{{voucher.method}} — المرجع {{voucher.reference}}'],
  // The balance as the sale stands when printed, not when paid (a reprint shows what is owed now).
  ['المتبقي على العميل عند الطباعة', '{{sale.balance}} ريال'],
])}
{{#voucher.vat}}<tr><th>ضريبة القيمة المضافة المشمولة</th><td>{{voucher.vat}} ريال</td></tr>{{/voucher.vat}}
</table>
{{#voucher.qr}}<p><img class="qr" alt="" src="{{voucher.qr}}"></p>{{/voucher.qr}}
<p>المستلم: ____________</p>`
      : `<h1>{{company.name_en}}</h1>
<h2>{{voucher.title}} {{voucher.number}}</h2>
<p>Date: {{voucher.date}}, printed on {{print.date}}, VAT number {{company.vat_number}}</p>
<table>${partiesEn}
${rows([
  ['Amount', '<strong>SAR {{voucher.amount}}</strong>'],
  ['For', '{{voucher.kind}}'],
  ['Method', '{{voucher.method}}, reference {{voucher.reference}}'],
  ['Balance due when printed', 'SAR {{sale.balance}}'],
])}
{{#voucher.vat}}<tr><th>VAT included</th><td>SAR {{voucher.vat}}</td></tr>{{/voucher.vat}}
</table>
{{#voucher.qr}}<p><img class="qr" alt="" src="{{voucher.qr}}"></p>{{/voucher.qr}}
<p>Received by: ____________</p>`,
  );

const refundStatement = (language: Language) =>
  template(
    'sale_refund_statement',
    language,
    language === 'ar' ? 'بيان استرداد' : 'Refund statement',
    language === 'ar'
      ? `<h1>{{company.name_ar}}</h1>
<h2>بيان استرداد رقم {{refund.number}}</h2>
<p>التاريخ: {{refund.date}} — تاريخ الطباعة: {{print.date}}</p>
<table>${partiesAr}
${rows([
  ['نوع الاسترداد', '{{refund.kind}}'],
  ['إجمالي المستحق', '{{pricing.total}} ريال'],
  ['المدفوع', '{{sale.paid_total}} ريال'],
  ['المبلغ المسترد', '<strong>{{refund.amount}} ريال</strong>'],
  ['إجمالي المسترد', '{{sale.refunded_total}} ريال'],
  ['المتبقي', '{{sale.balance}} ريال'],
  ['طريقة الصرف', '{{refund.method}} — المرجع {{refund.reference}}'],
  ['الآيبان', '{{refund.iban}}'],
])}</table>
<p>توقيع العميل بالاستلام: ____________</p>`
      : `<h1>{{company.name_en}}</h1>
<h2>Refund statement {{refund.number}}</h2>
<p>Date: {{refund.date}}, printed on {{print.date}}</p>
<table>${partiesEn}
${rows([
  ['Refund kind', '{{refund.kind}}'],
  ['Client total', 'SAR {{pricing.total}}'],
  ['Paid', 'SAR {{sale.paid_total}}'],
  ['Refunded now', '<strong>SAR {{refund.amount}}</strong>'],
  ['Refunded in all', 'SAR {{sale.refunded_total}}'],
  ['Balance', 'SAR {{sale.balance}}'],
  ['Method', '{{refund.method}}, reference {{refund.reference}}'],
  ['IBAN', '{{refund.iban}}'],
])}</table>
<p>Received by the client: ____________</p>`,
  );

/** The sale's default templates, in Arabic and English (issue 17). */
export const salePrintTemplates: readonly PrintTemplate[] = (['ar', 'en'] as const).flatMap((language) => [
  followForm(language),
  booking(language),
  contract(language),
  receipt(language),
  refundStatement(language),
]);
