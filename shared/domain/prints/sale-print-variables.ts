import type { HrLetterDocumentType } from './hr-letter-print-variables';
import { companyHeaderVariables, type PrintVariable, variable } from './print-variable';
import type { PrintDocumentType } from './print-variables';
import type { PurchasingDocumentType } from './purchasing-print-variables';

/** The sale's documents (issue 17, STAFF-DOMAIN 6.10): follow form, booking, contract, receipt, refund statement. */
type SaleDocumentType = Exclude<
  PrintDocumentType,
  'booking_offer' | PurchasingDocumentType | HrLetterDocumentType
>;

/** What every sale document prints: the company (header and footer too), the sale, its client and unit. */
const saleHeader: readonly PrintVariable[] = [
  ...companyHeaderVariables,
  variable('print.date', 'date', 'Printed on', 'تاريخ الطباعة', '2026-11-24'),
  variable('sale.number', 'text', 'Sale number', 'رقم البيع', '42'),
  variable('sale.date', 'date', 'Sale date', 'تاريخ البيع', '2026-11-20'),
  variable('sale.status', 'text', 'Sale status', 'حالة البيع', 'Contracted'),
  variable('client.name', 'text', 'Client name', 'اسم العميل', 'محمد بن عبدالله العتيبي'),
  variable('client.national_id', 'text', 'Client national id', 'رقم هوية العميل', '1012345678'),
  variable('client.phone', 'text', 'Client phone', 'جوال العميل', '0501234567'),
  variable('project.name', 'text', 'Project', 'المشروع', 'مشروع الياسمين'),
  variable('unit.code', 'text', 'Unit', 'الوحدة', 'YAS-A-101'),
  variable('agent.name', 'text', 'Sales agent', 'موظف المبيعات', 'سارة القحطاني'),
];

/** The sale's price snapshot (halalas) and the money moved. */
const salePricing: readonly PrintVariable[] = [
  variable('pricing.price', 'money', 'Price before tax', 'السعر قبل الضريبة', 85_000_000),
  variable('pricing.discounts', 'money', 'Discounts', 'الخصومات', 2_500_000),
  variable('pricing.net_price', 'money', 'Net price', 'السعر الصافي', 82_500_000),
  variable('pricing.tax', 'money', 'Real-estate transaction tax', 'ضريبة التصرفات العقارية', 4_125_000),
  variable('pricing.state_tax', 'money', 'Tax borne by the state', 'الضريبة التي تتحملها الدولة', 0),
  variable('pricing.striving', 'money', 'Brokerage (striving)', 'السعي', 2_062_500),
  variable('pricing.striving_vat', 'money', 'VAT on brokerage', 'ضريبة القيمة المضافة على السعي', 309_375),
  variable('pricing.total', 'money', 'Client total', 'إجمالي المستحق على العميل', 88_996_875),
  variable('sale.paid_total', 'money', 'Paid', 'المدفوع', 8_900_000),
  variable('sale.refunded_total', 'money', 'Refunded', 'المسترد', 0),
  variable('sale.balance', 'money', 'Balance', 'المتبقي', 80_096_875),
  variable('sale.purchase_method', 'text', 'Purchase method', 'طريقة الشراء', 'Cash'),
];

const planLines = variable(
  'plan.lines',
  'rows',
  'Payment plan',
  'خطة الدفع',
  [
    {
      sequence: 1,
      kind: 'Earnest money',
      due_date: '2026-11-20',
      amount: 500_000,
      paid_amount: 500_000,
      status: 'Paid',
    },
  ],
  {
    columns: [
      variable('sequence', 'number', 'No.', 'م', 1),
      variable('kind', 'text', 'Kind', 'النوع', 'Earnest money'),
      variable('due_date', 'date', 'Due date', 'تاريخ الاستحقاق', '2026-11-20'),
      variable('amount', 'money', 'Amount', 'المبلغ', 500_000),
      variable('paid_amount', 'money', 'Paid', 'المدفوع', 500_000),
      variable('status', 'text', 'Status', 'الحالة', 'Paid'),
    ],
  },
);

const operationRows = variable(
  'operations',
  'rows',
  'Payments',
  'العمليات المالية',
  [
    {
      receipt_no: 'RC-2026-000001',
      kind: 'Down payment',
      method: 'Bank transfer',
      paid_at: '2026-11-21',
      amount: 8_400_000,
      status: 'Paid',
    },
  ],
  {
    optional: true,
    columns: [
      variable('receipt_no', 'text', 'Receipt no.', 'رقم السند', 'RC-2026-000001'),
      variable('kind', 'text', 'Kind', 'النوع', 'Down payment'),
      variable('method', 'text', 'Method', 'طريقة الدفع', 'Bank transfer'),
      variable('paid_at', 'date', 'Date', 'التاريخ', '2026-11-21'),
      variable('amount', 'money', 'Amount', 'المبلغ', 8_400_000),
      variable('status', 'text', 'Status', 'الحالة', 'Paid'),
    ],
  },
);

const bankStages = variable(
  'bank.stages',
  'rows',
  'Bank stages',
  'مراحل التمويل البنكي',
  [{ stage: 'Initial approval', date: '2026-11-22', note: '—' }],
  {
    optional: true,
    columns: [
      variable('stage', 'text', 'Stage', 'المرحلة', 'Initial approval'),
      variable('date', 'date', 'Date', 'التاريخ', '2026-11-22'),
      variable('note', 'text', 'Note', 'ملاحظة', '—'),
    ],
  },
);

/** The voucher of one operation (a payment's receipt, a refund's payment voucher) and its ZATCA QR code. */
const saleReceipt: readonly PrintVariable[] = [
  ...saleHeader,
  variable('voucher.title', 'text', 'Voucher title', 'عنوان السند', 'Receipt voucher'),
  variable('voucher.number', 'text', 'Receipt number', 'رقم السند', 'RC-2026-000001'),
  variable('voucher.date', 'date', 'Date', 'التاريخ', '2026-11-21'),
  variable('voucher.amount', 'money', 'Amount', 'المبلغ', 8_400_000),
  variable('voucher.kind', 'text', 'For', 'وذلك عن', 'Down payment'),
  variable('voucher.method', 'text', 'Method', 'طريقة الدفع', 'Bank transfer'),
  variable('voucher.reference', 'text', 'Reference', 'المرجع', 'TRX-1'),
  variable('voucher.vat', 'money', 'VAT included', 'ضريبة القيمة المضافة المشمولة', 29_197, {
    optional: true,
  }),
  variable(
    'voucher.qr',
    'image',
    'ZATCA QR code',
    'رمز الاستجابة السريعة (زاتكا)',
    'data:image/svg+xml;base64,PHN2Zy8+',
    {
      optional: true,
    },
  ),
  variable('sale.balance', 'money', 'Balance', 'المتبقي', 80_096_875),
];

/** Every sale document's variables. */
export const salePrintVariables: Readonly<Record<SaleDocumentType, readonly PrintVariable[]>> = {
  sale_follow_form: [...saleHeader, ...salePricing, planLines, operationRows, bankStages],
  sale_booking: [
    ...saleHeader,
    variable('booking.number', 'text', 'Booking number', 'رقم الحجز', '17'),
    variable('booking.opened_at', 'text', 'Booked at', 'تاريخ الحجز', '2026-11-18 10:30'),
    variable('booking.accepted_at', 'text', 'Accepted at', 'تاريخ الاعتماد', '2026-11-18 12:00'),
    variable('booking.offer_number', 'text', 'Offer number', 'رقم العرض', 'OF-2026-000042'),
    variable('booking.orbon', 'money', 'Earnest money (orbon)', 'العربون', 500_000),
    variable('pricing.total', 'money', 'Client total', 'إجمالي المستحق على العميل', 88_996_875),
  ],
  sale_contract: [
    ...saleHeader,
    ...salePricing,
    planLines,
    variable('contract.number', 'text', 'Contract number', 'رقم العقد', 'CT-2026-000007'),
    variable('contract.date', 'text', 'Contract date', 'تاريخ العقد', '2026-11-24'),
    variable('orbon.amount', 'money', 'Earnest money (orbon)', 'العربون', 500_000),
    variable('maintenance.months', 'number', 'Maintenance period (months)', 'مدة الصيانة (شهر)', 12),
  ],
  sale_receipt: saleReceipt,
  sale_refund_statement: [
    ...saleHeader,
    variable('refund.number', 'text', 'Refund number', 'رقم الاسترداد', 'RC-2026-000009'),
    variable('refund.date', 'date', 'Refund date', 'تاريخ الاسترداد', '2026-11-24'),
    variable('refund.kind', 'text', 'Refund kind', 'نوع الاسترداد', 'Partial refund'),
    variable('refund.amount', 'money', 'Refunded amount', 'المبلغ المسترد', 1_000_000),
    variable('refund.method', 'text', 'Method', 'طريقة الصرف', 'Bank transfer'),
    variable('refund.reference', 'text', 'Reference', 'المرجع', 'TRX-9'),
    variable('refund.iban', 'iban', 'IBAN paid to', 'الآيبان المحول إليه', 'SA0380000000608010167519', {
      optional: true,
    }),
    variable('sale.paid_total', 'money', 'Paid', 'المدفوع', 8_900_000),
    variable('sale.refunded_total', 'money', 'Refunded', 'المسترد', 1_000_000),
    variable('pricing.total', 'money', 'Client total', 'إجمالي المستحق على العميل', 88_996_875),
    variable('sale.balance', 'money', 'Balance', 'المتبقي', 81_096_875),
  ],
};
