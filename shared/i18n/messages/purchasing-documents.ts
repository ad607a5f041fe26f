/** Purchasing documents (issue 32): requests for quotation e-mailed to suppliers. */
export const en = {
  'purchasing.rfq_not_approved':
    'Quotations can be requested for an approved purchase request only (it is :status).',
  'purchasing.supplier_blocked': 'The supplier :supplier is blocked.',
  'purchasing.supplier_without_email': 'The supplier :supplier has no e-mail address.',
  'purchasing.rfq_busy': 'Quotations for this request are being sent by someone else: try again.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'purchasing.rfq_not_approved': 'لا يمكن طلب عروض الأسعار إلا لطلب شراء معتمد (حالته :status).',
  'purchasing.supplier_blocked': 'المورد :supplier موقوف.',
  'purchasing.supplier_without_email': 'ليس للمورد :supplier بريد إلكتروني.',
  'purchasing.rfq_busy': 'يجري إرسال طلبات عروض الأسعار لهذا الطلب من مستخدم آخر: حاول مرة أخرى.',
};
