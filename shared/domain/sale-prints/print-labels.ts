import type { PrintLanguage } from '../prints/print-templates';

type Labels = Readonly<Record<string, readonly [en: string, ar: string]>>;

/** What the prints say for a sale's, a plan line's, an operation's and a bank stage's codes, in each language. */
const LABELS: Labels = {
  draft: ['Draft', 'مسودة'],
  contract_pending: ['Contract pending approval', 'العقد بانتظار الاعتماد'],
  contracted: ['Contracted', 'متعاقد'],
  ready_for_emptying: ['Ready for emptying', 'جاهز للإفراغ'],
  emptied: ['Emptied', 'تم الإفراغ'],
  delivered: ['Delivered', 'تم التسليم'],
  cancelled: ['Cancelled', 'ملغى'],
  orbon: ['Earnest money', 'عربون'],
  down_payment: ['Down payment', 'دفعة مقدمة'],
  installment: ['Installment', 'قسط'],
  bank_payment: ['Bank payment', 'دفعة البنك'],
  other: ['Other', 'أخرى'],
  refund: ['Refund', 'استرداد'],
  partial_refund: ['Partial refund', 'استرداد جزئي'],
  pending: ['Pending', 'مستحق'],
  partially_paid: ['Partly paid', 'مدفوع جزئيًا'],
  paid: ['Paid', 'مدفوع'],
  overdue: ['Overdue', 'متأخر'],
  pending_gateway: ['Awaiting the gateway', 'بانتظار بوابة الدفع'],
  failed: ['Failed', 'فشل'],
  cash: ['Cash', 'نقدًا'],
  bank_transfer: ['Bank transfer', 'تحويل بنكي'],
  cheque: ['Cheque', 'شيك'],
  mada_pos: ['Mada card', 'بطاقة مدى'],
  online: ['Online', 'دفع إلكتروني'],
  bank_financing: ['Bank financing', 'تمويل بنكي'],
  najiz_intermediary: ['Najiz intermediary account', 'حساب ناجز الوسيط'],
  mixed: ['Down payment and bank', 'دفعة مقدمة وتمويل بنكي'],
  developer_installments: ['Developer installments', 'أقساط المطور'],
  price_offer_issued: ['Price offer issued', 'إصدار عرض السعر'],
  application_submitted: ['Application submitted', 'تقديم الطلب'],
  initial_approval: ['Initial approval', 'الموافقة المبدئية'],
  valuation: ['Valuation', 'التقييم العقاري'],
  final_approval: ['Final approval', 'الموافقة النهائية'],
  financing_contract_signed: ['Financing contract signed', 'توقيع عقد التمويل'],
  payment_issued: ['Payment issued', 'إصدار الدفعة'],
  emptying: ['Emptying (deed transfer)', 'الإفراغ'],
  funds_received: ['Funds received', 'استلام المبلغ'],
  bank_rejected: ['Rejected by the bank', 'رفض البنك'],
};

/** A code as the print shows it (the code itself when it has no label yet). */
export const printLabel = (code: string | null | undefined, language: PrintLanguage): string => {
  if (!code) return '—';
  const label = LABELS[code];
  return label ? label[language === 'ar' ? 1 : 0] : code;
};
