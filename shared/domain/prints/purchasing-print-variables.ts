import { companyHeaderVariables, type PrintVariable, variable } from './print-variable';

/** The purchasing documents (issue 32, STAFF-DOMAIN-2 1.6): the request, its RFQ, the order. */
export type PurchasingDocumentType =
  | 'purchase_request'
  | 'purchase_request_rfq'
  | 'purchase_order'
  | 'purchase_invoice';

const printDate = variable('print.date', 'date', 'Printed on', 'تاريخ الطباعة', '2026-11-24');

/** The approval steps a document lists: each step, who decided it, the decision and its day. */
const approvals = variable(
  'approvals',
  'rows',
  'Approvals',
  'الاعتمادات',
  [{ step: 'Project manager', by: 'خالد الشمري', decision: 'Approved', date: '2026-11-22' }],
  {
    columns: [
      variable('step', 'text', 'Step', 'المرحلة', 'Project manager'),
      variable('by', 'text', 'By', 'بواسطة', 'خالد الشمري'),
      variable('decision', 'text', 'Decision', 'القرار', 'Approved'),
      variable('date', 'text', 'Date', 'التاريخ', '2026-11-22'),
    ],
  },
);

/** The request's header: number, date, project, item, department, requester, priority, needed-by. */
const requestHeader: readonly PrintVariable[] = [
  ...companyHeaderVariables,
  printDate,
  variable('request.number', 'text', 'Request number', 'رقم الطلب', 'PR-2026-000001'),
  variable('request.date', 'date', 'Request date', 'تاريخ الطلب', '2026-11-20'),
  variable('request.title', 'text', 'Title', 'العنوان', 'حديد تسليح للمرحلة الأولى'),
  variable('project.name', 'text', 'Project', 'المشروع', 'مشروع الياسمين'),
];

const requestLineColumns = [
  variable('sequence', 'number', 'No.', 'م', 1),
  variable('code', 'text', 'Material code', 'رمز المادة', 'MAT-000101'),
  variable('name', 'text', 'Material', 'المادة', 'حديد تسليح 16 مم'),
  variable('unit', 'text', 'Unit', 'الوحدة', 'ton'),
  variable('qty', 'number', 'Quantity', 'الكمية', 12),
  variable('specifications', 'text', 'Specifications', 'المواصفات', 'SASO 2-2021'),
];

/** The purchase request print: the header, lines with estimates, approval steps. */
const purchaseRequest: readonly PrintVariable[] = [
  ...requestHeader,
  variable('request.status', 'text', 'Status', 'الحالة', 'Approved'),
  variable('project_item.name', 'text', 'Project item', 'بند المشروع', 'أعمال الخرسانة'),
  variable('department.name', 'text', 'Department', 'الإدارة', 'المشتريات'),
  variable('requester.name', 'text', 'Requester', 'مقدم الطلب', 'فهد الدوسري'),
  variable('request.priority', 'text', 'Priority', 'الأولوية', 'High'),
  variable('request.needed_by', 'text', 'Needed by', 'مطلوب بتاريخ', '2026-12-15'),
  variable('request.estimate_total', 'money', 'Estimate (without VAT)', 'التقدير (دون الضريبة)', 3_240_000),
  variable('request.note', 'text', 'Note', 'ملاحظات', '—'),
  variable(
    'lines',
    'rows',
    'Lines',
    'البنود',
    [
      {
        sequence: 1,
        code: 'MAT-000101',
        name: 'حديد تسليح 16 مم',
        unit: 'ton',
        qty: 12,
        specifications: 'SASO 2-2021',
        unit_estimate: '2,700.00',
        estimate: '32,400.00',
      },
    ],
    {
      columns: [
        ...requestLineColumns,
        variable('unit_estimate', 'text', 'Estimated unit price', 'سعر الوحدة التقديري', '2,700.00'),
        variable('estimate', 'text', 'Estimate', 'التقدير', '32,400.00'),
      ],
    },
  ),
  approvals,
];

/** The request for quotation a supplier receives: the lines without estimates, no other supplier. */
const purchaseRequestRfq: readonly PrintVariable[] = [
  ...requestHeader,
  variable('supplier.name', 'text', 'Supplier', 'المورد', 'مؤسسة البناء الحديث'),
  variable('rfq.reply_by', 'date', 'Reply by', 'آخر موعد للرد', '2026-11-27'),
  variable('rfq.needed_by', 'text', 'Needed by', 'مطلوب بتاريخ', '2026-12-15'),
  variable('delivery.site', 'text', 'Delivery site', 'موقع التسليم', 'مشروع الياسمين، الرياض'),
  variable('contact.name', 'text', 'Contact', 'جهة التواصل', 'فهد الدوسري'),
  variable('contact.email', 'text', 'Contact e-mail', 'البريد الإلكتروني', 'procurement@example.com'),
  variable('contact.phone', 'text', 'Contact phone', 'الهاتف', '0501234567'),
  variable(
    'lines',
    'rows',
    'Lines',
    'البنود',
    [
      {
        sequence: 1,
        code: 'MAT-000101',
        name: 'حديد تسليح 16 مم',
        unit: 'ton',
        qty: 12,
        specifications: 'SASO 2-2021',
      },
    ],
    { columns: requestLineColumns },
  ),
];

/** The purchase order: letterhead, supplier, delivery, lines with VAT, totals in figures and words. */
const purchaseOrder: readonly PrintVariable[] = [
  ...companyHeaderVariables,
  printDate,
  variable('order.number', 'text', 'Order number', 'رقم أمر الشراء', 'PO-2026-000001'),
  variable('order.date', 'date', 'Order date', 'تاريخ أمر الشراء', '2026-11-24'),
  variable('order.status', 'text', 'Status', 'الحالة', 'Issued'),
  variable('order.title', 'text', 'Title', 'العنوان', 'حديد تسليح للمرحلة الأولى'),
  variable('request.number', 'text', 'Request number', 'رقم طلب الشراء', 'PR-2026-000001'),
  variable('supplier.name', 'text', 'Supplier', 'المورد', 'مؤسسة البناء الحديث'),
  variable('supplier.cr_number', 'text', 'CR / 700 number', 'السجل التجاري / الرقم الموحد', '7001234567'),
  variable('supplier.vat_number', 'text', 'Supplier VAT number', 'الرقم الضريبي للمورد', '300123456700003'),
  variable('supplier.national_address', 'text', 'National address', 'العنوان الوطني', 'RRRD2929، الرياض'),
  variable('project.name', 'text', 'Project', 'المشروع', 'مشروع الياسمين'),
  variable('delivery.warehouse', 'text', 'Delivery warehouse', 'مستودع التسليم', 'المستودع الرئيسي'),
  variable('delivery.site', 'text', 'Delivery site', 'موقع التسليم', 'مشروع الياسمين، الرياض'),
  variable(
    'lines',
    'rows',
    'Lines',
    'البنود',
    [
      {
        sequence: 1,
        material: 'MAT-000101 حديد تسليح 16 مم',
        unit: 'ton',
        qty: 12,
        unit_price: 270_000,
        vat_rate: '15 %',
        vat: 486_000,
        line_total: 3_726_000,
      },
    ],
    {
      columns: [
        variable('sequence', 'number', 'No.', 'م', 1),
        variable('material', 'text', 'Material', 'المادة', 'MAT-000101 حديد تسليح 16 مم'),
        variable('unit', 'text', 'Unit', 'الوحدة', 'ton'),
        variable('qty', 'number', 'Quantity', 'الكمية', 12),
        variable('unit_price', 'money', 'Unit price', 'سعر الوحدة', 270_000),
        variable('vat_rate', 'text', 'VAT rate', 'نسبة الضريبة', '15 %'),
        variable('vat', 'money', 'VAT', 'الضريبة', 486_000),
        variable('line_total', 'money', 'Line total (with VAT)', 'الإجمالي شامل الضريبة', 3_726_000),
      ],
    },
  ),
  variable('order.subtotal', 'money', 'Subtotal', 'الإجمالي قبل الضريبة', 3_240_000),
  variable('order.vat', 'money', 'VAT', 'ضريبة القيمة المضافة', 486_000),
  variable('order.total', 'money', 'Total', 'الإجمالي شامل الضريبة', 3_726_000),
  variable(
    'order.total_words',
    'text',
    'Total in words',
    'الإجمالي كتابة',
    'فقط سبعة وثلاثون ألف ومائتان وستون ريال سعودي لا غير',
  ),
  variable('order.payment_terms', 'text', 'Payment terms', 'شروط الدفع', '30% مقدمًا والباقي عند الاستلام'),
  variable('order.supplying_duration', 'text', 'Supplying duration', 'مدة التوريد', '14 يومًا'),
  variable('order.note', 'text', 'Notes', 'ملاحظات', '—'),
  approvals,
];

/**
 * The purchase invoice (issue 33): an internal voucher with the supplier's invoice number, date and
 * VAT number, the match table, VAT, retention and advance recovery, the entry and the approvals. No
 * QR of ours: the QR belongs to the supplier's invoice, kept as its attached file.
 */
const purchaseInvoice: readonly PrintVariable[] = [
  ...companyHeaderVariables,
  printDate,
  variable('invoice.number', 'text', 'Invoice voucher', 'رقم القيد', 'PI-2026-000001'),
  variable('invoice.date', 'date', 'Voucher date', 'تاريخ القيد', '2026-11-24'),
  variable('invoice.status', 'text', 'Status', 'الحالة', 'Approved'),
  variable('invoice.match_result', 'text', 'Match', 'المطابقة', 'Matched'),
  variable('supplier.name', 'text', 'Supplier', 'المورد', 'مؤسسة البناء الحديث'),
  variable('supplier.vat_number', 'text', 'Supplier VAT number', 'الرقم الضريبي للمورد', '300123456700003'),
  variable('supplier_invoice.number', 'text', "Supplier's invoice number", 'رقم فاتورة المورد', 'INV-8841'),
  variable('supplier_invoice.date', 'date', "Supplier's invoice date", 'تاريخ فاتورة المورد', '2026-11-22'),
  variable('invoice.due_date', 'text', 'Due date', 'تاريخ الاستحقاق', '2026-12-22'),
  variable('invoice.source', 'text', 'Order or contract', 'أمر الشراء أو العقد', 'PO-2026-000001'),
  variable(
    'lines',
    'rows',
    'Match',
    'المطابقة',
    [
      {
        sequence: 1,
        item: 'MAT-000101 خرسانة جاهزة',
        ordered: 850,
        received: 400,
        billed: 400,
        qty: 400,
        unit_price: 41_000,
        vat: 2_460_000,
        line_total: 18_860_000,
        match: 'Matched',
      },
    ],
    {
      columns: [
        variable('sequence', 'number', 'No.', 'م', 1),
        variable('item', 'text', 'Item', 'البند', 'MAT-000101 خرسانة جاهزة'),
        variable('ordered', 'text', 'Ordered', 'المطلوب', '850'),
        variable('received', 'text', 'Received', 'المستلم', '400'),
        variable('billed', 'text', 'Billed', 'المفوتر', '400'),
        variable('qty', 'number', 'This invoice', 'هذه الفاتورة', 400),
        variable('unit_price', 'money', 'Unit price', 'سعر الوحدة', 41_000),
        variable('vat', 'money', 'VAT', 'الضريبة', 2_460_000),
        variable('line_total', 'money', 'Line total (with VAT)', 'الإجمالي شامل الضريبة', 18_860_000),
        variable('match', 'text', 'Match', 'المطابقة', 'Matched'),
      ],
    },
  ),
  variable('invoice.subtotal', 'money', 'Subtotal', 'الإجمالي قبل الضريبة', 16_400_000),
  variable('invoice.vat', 'money', 'VAT', 'ضريبة القيمة المضافة', 2_460_000),
  variable('invoice.total', 'money', 'Total', 'الإجمالي شامل الضريبة', 18_860_000),
  variable('invoice.retention', 'money', 'Retention', 'المحتجز', 0),
  variable('invoice.advance_recovery', 'money', 'Advance recovery', 'استرداد الدفعة المقدمة', 0),
  variable('invoice.net_payable', 'money', 'Net payable', 'صافي المستحق', 18_860_000),
  variable(
    'entry',
    'rows',
    'Entry',
    'القيد',
    [{ code: '2150', account: 'Goods received not invoiced', debit: '164,000.00', credit: '—' }],
    {
      columns: [
        variable('code', 'text', 'Account', 'الحساب', '2150'),
        variable('account', 'text', 'Name', 'الاسم', 'Goods received not invoiced'),
        variable('debit', 'text', 'Debit', 'مدين', '164,000.00'),
        variable('credit', 'text', 'Credit', 'دائن', '—'),
      ],
    },
  ),
  approvals,
];

/** The purchasing documents' variables: templates read these and nothing else. */
export const purchasingPrintVariables: Readonly<Record<PurchasingDocumentType, readonly PrintVariable[]>> = {
  purchase_request: purchaseRequest,
  purchase_request_rfq: purchaseRequestRfq,
  purchase_order: purchaseOrder,
  purchase_invoice: purchaseInvoice,
};
