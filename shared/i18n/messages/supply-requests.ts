/** Supply requests (call-offs against an order) and return requests (goods sent back to the supplier). */
export const en = {
  'supply.order_not_open':
    'Supply requests are made against an issued or partially received order only (it is :status).',
  'supply.over_order': 'More than the order line still leaves to call off: :remaining remaining.',
  'supply.not_editable': 'A supply request that is :status cannot be changed or deleted.',
  'supply.not_submittable': 'A supply request that is :status cannot be sent to acceptance.',
  'supply.not_payable': 'Only an approved supply request can be paid (it is :status).',
  'supply.payment_over_value':
    "The amount may be at most :max_allowed SAR: the supply request's value less its payments.",
  'returns.receipt_not_posted': 'Goods are returned from a posted goods receipt only (it is :status).',
  'returns.over_free': 'More than this receipt line can return: :returnable returnable.',
  'returns.reason.damaged': 'Damaged',
  'returns.reason.wrong_item': 'Wrong item',
  'returns.reason.quality': 'Quality not as ordered',
  'returns.reason.excess': 'Excess quantity',
  'returns.reason.other': 'Other',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'supply.order_not_open': 'يطلب التوريد من أمر شراء صادر أو مستلم جزئيا فقط (حالته :status).',
  'supply.over_order': 'الكمية أكبر من المتبقي للتوريد في بند أمر الشراء: المتبقي :remaining.',
  'supply.not_editable': 'لا يمكن تعديل أو حذف طلب توريد حالته :status.',
  'supply.not_submittable': 'لا يمكن إرسال طلب توريد حالته :status للاعتماد.',
  'supply.not_payable': 'يدفع لطلب توريد معتمد فقط (حالته :status).',
  'supply.payment_over_value': 'المبلغ لا يتجاوز :max_allowed ريال: قيمة طلب التوريد ناقص دفعاته.',
  'returns.receipt_not_posted': 'ترجع البضاعة من إذن استلام مرحل فقط (حالته :status).',
  'returns.over_free': 'الكمية أكبر مما يمكن إرجاعه من هذا البند: الممكن إرجاعه :returnable.',
  'returns.reason.damaged': 'تالف',
  'returns.reason.wrong_item': 'صنف خاطئ',
  'returns.reason.quality': 'الجودة غير مطابقة للطلب',
  'returns.reason.excess': 'كمية زائدة',
  'returns.reason.other': 'أخرى',
};
