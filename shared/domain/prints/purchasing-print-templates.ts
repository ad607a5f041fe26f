import type { PrintTemplate } from './print-templates';

/** Tables of several columns: header cells as wide as their text (the page's `th` is a label column). */
const gridStyle =
  '<style>.grid th{width:auto;text-align:center}.grid td{text-align:center}.grid td.code{white-space:nowrap}</style>';

/** Columns whose values never wrap (a material code broken at its hyphen reads as two codes). */
const NO_WRAP = new Set(['code']);

const rows = (entries: Array<[string, string]>) =>
  entries.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`).join('\n');

/** A table over a `rows` variable: a header row, then one row per entry. */
const grid = (section: string, columns: Array<[string, string]>) => `<table class="grid">
<tr>${columns.map(([label]) => `<th>${label}</th>`).join('')}</tr>
{{#${section}}}<tr>${columns.map(([, name]) => `<td${NO_WRAP.has(name) ? ' class="code"' : ''}>{{${name}}}</td>`).join('')}</tr>{{/${section}}}
</table>`;

type Language = 'ar' | 'en';

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

const approvalsTable = (language: Language) =>
  language === 'ar'
    ? grid('approvals', [
        ['المرحلة', 'step'],
        ['بواسطة', 'by'],
        ['القرار', 'decision'],
        ['التاريخ', 'date'],
      ])
    : grid('approvals', [
        ['Step', 'step'],
        ['By', 'by'],
        ['Decision', 'decision'],
        ['Date', 'date'],
      ]);

const requestLineColumns = (language: Language): Array<[string, string]> =>
  language === 'ar'
    ? [
        ['م', 'sequence'],
        ['رمز المادة', 'code'],
        ['المادة', 'name'],
        ['الوحدة', 'unit'],
        ['الكمية', 'qty'],
        ['المواصفات', 'specifications'],
      ]
    : [
        ['No.', 'sequence'],
        ['Code', 'code'],
        ['Material', 'name'],
        ['Unit', 'unit'],
        ['Qty', 'qty'],
        ['Specifications', 'specifications'],
      ];

const purchaseRequest = (language: Language) =>
  template(
    'purchase_request',
    language,
    language === 'ar' ? 'طلب شراء' : 'Purchase request',
    language === 'ar'
      ? `<h1>{{company.name_ar}}</h1>
<h2>طلب شراء رقم {{request.number}}</h2>
<p>تاريخ الطلب: {{request.date}} — تاريخ الطباعة: {{print.date}}</p>
<table>${rows([
          ['العنوان', '{{request.title}}'],
          ['الحالة', '{{request.status}}'],
          ['المشروع', '{{project.name}}'],
          ['بند المشروع', '{{project_item.name}}'],
          ['الإدارة', '{{department.name}}'],
          ['مقدم الطلب', '{{requester.name}}'],
          ['الأولوية', '{{request.priority}}'],
          ['مطلوب بتاريخ', '{{request.needed_by}}'],
          ['التقدير (دون الضريبة)', '{{request.estimate_total}} ريال'],
          ['ملاحظات', '{{request.note}}'],
        ])}</table>
<h3>البنود</h3>
${grid('lines', [...requestLineColumns('ar'), ['سعر الوحدة التقديري', 'unit_estimate'], ['التقدير', 'estimate']])}
<h3>مراحل الاعتماد</h3>
${approvalsTable('ar')}`
      : `<h1>{{company.name_en}}</h1>
<h2>Purchase request {{request.number}}</h2>
<p>Request date: {{request.date}}, printed on {{print.date}}</p>
<table>${rows([
          ['Title', '{{request.title}}'],
          ['Status', '{{request.status}}'],
          ['Project', '{{project.name}}'],
          ['Project item', '{{project_item.name}}'],
          ['Department', '{{department.name}}'],
          ['Requester', '{{requester.name}}'],
          ['Priority', '{{request.priority}}'],
          ['Needed by', '{{request.needed_by}}'],
          ['Estimate (without VAT)', 'SAR {{request.estimate_total}}'],
          ['Note', '{{request.note}}'],
        ])}</table>
<h3>Lines</h3>
${grid('lines', [...requestLineColumns('en'), ['Est. unit price', 'unit_estimate'], ['Estimate', 'estimate']])}
<h3>Approval steps</h3>
${approvalsTable('en')}`,
  );

const rfq = (language: Language) =>
  template(
    'purchase_request_rfq',
    language,
    language === 'ar' ? 'طلب عرض سعر' : 'Request for quotation',
    language === 'ar'
      ? `<h1>{{company.name_ar}}</h1>
<h2>طلب عرض سعر — طلب الشراء {{request.number}}</h2>
<p>التاريخ: {{print.date}}</p>
<p>السادة/ {{supplier.name}} المحترمين، نرجو تزويدنا بعرض سعركم للمواد التالية قبل {{rfq.reply_by}}، شاملًا ضريبة القيمة المضافة ومدة التوريد وشروط الدفع.</p>
<table>${rows([
          ['الموضوع', '{{request.title}}'],
          ['المشروع', '{{project.name}}'],
          ['موقع التسليم', '{{delivery.site}}'],
          ['مطلوب بتاريخ', '{{rfq.needed_by}}'],
          ['آخر موعد للرد', '{{rfq.reply_by}}'],
          ['جهة التواصل', '{{contact.name}} — {{contact.email}} — {{contact.phone}}'],
        ])}</table>
<h3>البنود</h3>
${grid('lines', requestLineColumns('ar'))}
<p>الرقم الضريبي للشركة: {{company.vat_number}}</p>`
      : `<h1>{{company.name_en}}</h1>
<h2>Request for quotation, purchase request {{request.number}}</h2>
<p>Date: {{print.date}}</p>
<p>Dear {{supplier.name}}, please send us your quotation for the materials below by {{rfq.reply_by}}, with VAT, supplying duration and payment terms.</p>
<table>${rows([
          ['Subject', '{{request.title}}'],
          ['Project', '{{project.name}}'],
          ['Delivery site', '{{delivery.site}}'],
          ['Needed by', '{{rfq.needed_by}}'],
          ['Reply by', '{{rfq.reply_by}}'],
          ['Contact', '{{contact.name}}, {{contact.email}}, {{contact.phone}}'],
        ])}</table>
<h3>Lines</h3>
${grid('lines', requestLineColumns('en'))}
<p>Company VAT number: {{company.vat_number}}</p>`,
  );

const purchaseOrder = (language: Language) =>
  template(
    'purchase_order',
    language,
    language === 'ar' ? 'أمر شراء' : 'Purchase order',
    language === 'ar'
      ? `<h1>{{company.name_ar}}</h1>
<h2>أمر شراء رقم {{order.number}}</h2>
<p>التاريخ: {{order.date}} — تاريخ الطباعة: {{print.date}} — الرقم الضريبي: {{company.vat_number}}</p>
<table>${rows([
          ['العنوان', '{{order.title}}'],
          ['الحالة', '{{order.status}}'],
          ['طلب الشراء', '{{request.number}}'],
          ['المورد', '{{supplier.name}}'],
          ['السجل التجاري / الرقم الموحد', '{{supplier.cr_number}}'],
          ['الرقم الضريبي للمورد', '{{supplier.vat_number}}'],
          ['العنوان الوطني', '{{supplier.national_address}}'],
          ['المشروع', '{{project.name}}'],
          ['مستودع التسليم', '{{delivery.warehouse}}'],
          ['موقع التسليم', '{{delivery.site}}'],
        ])}</table>
<h3>البنود</h3>
${grid('lines', [
  ['م', 'sequence'],
  ['المادة', 'material'],
  ['الوحدة', 'unit'],
  ['الكمية', 'qty'],
  ['سعر الوحدة', 'unit_price'],
  ['الضريبة %', 'vat_rate'],
  ['الضريبة', 'vat'],
  ['الإجمالي', 'line_total'],
])}
<table>${rows([
          ['الإجمالي قبل الضريبة', '{{order.subtotal}} ريال'],
          ['ضريبة القيمة المضافة', '{{order.vat}} ريال'],
          ['الإجمالي شامل الضريبة', '<strong>{{order.total}} ريال</strong>'],
          ['الإجمالي كتابة', '{{order.total_words}}'],
          ['شروط الدفع', '{{order.payment_terms}}'],
          ['مدة التوريد', '{{order.supplying_duration}}'],
          ['ملاحظات', '{{order.note}}'],
        ])}</table>
<p>يلتزم المورد بتوريد المواد المطابقة للمواصفات إلى موقع التسليم خلال مدة التوريد، وترفق الفاتورة الضريبية برقم أمر الشراء.</p>
<h3>الاعتمادات</h3>
${approvalsTable('ar')}`
      : `<h1>{{company.name_en}}</h1>
<h2>Purchase order {{order.number}}</h2>
<p>Date: {{order.date}}, printed on {{print.date}}, VAT number {{company.vat_number}}</p>
<table>${rows([
          ['Title', '{{order.title}}'],
          ['Status', '{{order.status}}'],
          ['Purchase request', '{{request.number}}'],
          ['Supplier', '{{supplier.name}}'],
          ['CR / 700 number', '{{supplier.cr_number}}'],
          ['Supplier VAT number', '{{supplier.vat_number}}'],
          ['National address', '{{supplier.national_address}}'],
          ['Project', '{{project.name}}'],
          ['Delivery warehouse', '{{delivery.warehouse}}'],
          ['Delivery site', '{{delivery.site}}'],
        ])}</table>
<h3>Lines</h3>
${grid('lines', [
  ['No.', 'sequence'],
  ['Material', 'material'],
  ['Unit', 'unit'],
  ['Qty', 'qty'],
  ['Unit price', 'unit_price'],
  ['VAT rate', 'vat_rate'],
  ['VAT', 'vat'],
  ['Line total', 'line_total'],
])}
<table>${rows([
          ['Subtotal', 'SAR {{order.subtotal}}'],
          ['VAT', 'SAR {{order.vat}}'],
          ['Total', '<strong>SAR {{order.total}}</strong>'],
          ['Total in words', '{{order.total_words}}'],
          ['Payment terms', '{{order.payment_terms}}'],
          ['Supplying duration', '{{order.supplying_duration}}'],
          ['Notes', '{{order.note}}'],
        ])}</table>
<p>The supplier delivers materials to specification at the delivery site within the supplying duration; the tax invoice quotes this order's number.</p>
<h3>Approvals</h3>
${approvalsTable('en')}`,
  );

/** The purchase invoice voucher: the match table, VAT, retention, the entry, approvals; no QR. */
const purchaseInvoice = (language: Language) =>
  template(
    'purchase_invoice',
    language,
    language === 'ar' ? 'قيد فاتورة مشتريات' : 'Purchase invoice voucher',
    language === 'ar'
      ? `<h1>{{company.name_ar}}</h1>
<h2>قيد فاتورة مشتريات رقم {{invoice.number}}</h2>
<p>التاريخ: {{invoice.date}} — تاريخ الطباعة: {{print.date}} — الرقم الضريبي: {{company.vat_number}}</p>
<table>${rows([
          ['الحالة', '{{invoice.status}}'],
          ['المطابقة', '{{invoice.match_result}}'],
          ['المورد', '{{supplier.name}}'],
          ['الرقم الضريبي للمورد', '{{supplier.vat_number}}'],
          ['رقم فاتورة المورد', '{{supplier_invoice.number}}'],
          ['تاريخ فاتورة المورد', '{{supplier_invoice.date}}'],
          ['تاريخ الاستحقاق', '{{invoice.due_date}}'],
          ['أمر الشراء أو العقد', '{{invoice.source}}'],
        ])}</table>
<h3>المطابقة الثلاثية</h3>
${grid('lines', [
  ['م', 'sequence'],
  ['البند', 'item'],
  ['المطلوب', 'ordered'],
  ['المستلم', 'received'],
  ['المفوتر', 'billed'],
  ['هذه الفاتورة', 'qty'],
  ['سعر الوحدة', 'unit_price'],
  ['الضريبة', 'vat'],
  ['الإجمالي', 'line_total'],
  ['المطابقة', 'match'],
])}
<table>${rows([
          ['الإجمالي قبل الضريبة', '{{invoice.subtotal}} ريال'],
          ['ضريبة القيمة المضافة', '{{invoice.vat}} ريال'],
          ['الإجمالي شامل الضريبة', '{{invoice.total}} ريال'],
          ['المحتجز', '{{invoice.retention}} ريال'],
          ['استرداد الدفعة المقدمة', '{{invoice.advance_recovery}} ريال'],
          ['صافي المستحق', '<strong>{{invoice.net_payable}} ريال</strong>'],
        ])}</table>
<h3>القيد المحاسبي</h3>
${grid('entry', [
  ['الحساب', 'code'],
  ['الاسم', 'account'],
  ['مدين', 'debit'],
  ['دائن', 'credit'],
])}
<p>قيد داخلي؛ رمز الاستجابة السريعة يخص فاتورة المورد المرفقة.</p>
<h3>الاعتمادات</h3>
${approvalsTable('ar')}`
      : `<h1>{{company.name_en}}</h1>
<h2>Purchase invoice voucher {{invoice.number}}</h2>
<p>Date: {{invoice.date}}, printed on {{print.date}}, VAT number {{company.vat_number}}</p>
<table>${rows([
          ['Status', '{{invoice.status}}'],
          ['Match', '{{invoice.match_result}}'],
          ['Supplier', '{{supplier.name}}'],
          ['Supplier VAT number', '{{supplier.vat_number}}'],
          ["Supplier's invoice number", '{{supplier_invoice.number}}'],
          ["Supplier's invoice date", '{{supplier_invoice.date}}'],
          ['Due date', '{{invoice.due_date}}'],
          ['Order or contract', '{{invoice.source}}'],
        ])}</table>
<h3>Three-way match</h3>
${grid('lines', [
  ['No.', 'sequence'],
  ['Item', 'item'],
  ['Ordered', 'ordered'],
  ['Received', 'received'],
  ['Billed', 'billed'],
  ['This invoice', 'qty'],
  ['Unit price', 'unit_price'],
  ['VAT', 'vat'],
  ['Line total', 'line_total'],
  ['Match', 'match'],
])}
<table>${rows([
          ['Subtotal', 'SAR {{invoice.subtotal}}'],
          ['VAT', 'SAR {{invoice.vat}}'],
          ['Total', 'SAR {{invoice.total}}'],
          ['Retention', 'SAR {{invoice.retention}}'],
          ['Advance recovery', 'SAR {{invoice.advance_recovery}}'],
          ['Net payable', '<strong>SAR {{invoice.net_payable}}</strong>'],
        ])}</table>
<h3>Entry</h3>
${grid('entry', [
  ['Account', 'code'],
  ['Name', 'account'],
  ['Debit', 'debit'],
  ['Credit', 'credit'],
])}
<p>An internal voucher; the QR code belongs to the supplier's attached invoice.</p>
<h3>Approvals</h3>
${approvalsTable('en')}`,
  );

/** The purchasing documents' default templates, in Arabic and English (issues 32, 33). */
export const purchasingPrintTemplates: readonly PrintTemplate[] = (['ar', 'en'] as const).flatMap(
  (language) => [
    purchaseRequest(language),
    rfq(language),
    purchaseOrder(language),
    purchaseInvoice(language),
  ],
);
