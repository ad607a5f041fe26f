/** Goods receipt notes (issue 33): receiving, editing, cancelling, and disbursing from a receipt. */
export const en = {
  'goods_receipts.over_receipt':
    'Over-receipt: at most :max_allowed may be received on this order line; reduce by :reduce_by.',
  'goods_receipts.quantities_mismatch':
    'Accepted plus rejected quantity must equal the received quantity (:received).',
  'goods_receipts.rejection_reason_required': 'A rejected quantity needs its rejection reason.',
  'goods_receipts.order_not_receivable': 'Goods are received against an issued order only (it is :status).',
  'goods_receipts.supply_request_not_approved':
    'Goods are received under an approved supply request only (it is :status).',
  'goods_receipts.over_supply_request':
    'More than the supply request still expects: :open open on this line.',
  'goods_receipts.material_twice': 'A material can be received once per receipt.',
  'goods_receipts.consumed':
    'This receipt can no longer be changed: part of it was issued, returned, billed or held by a pending disbursement.',
  'goods_receipts.not_today': 'A receipt can be deleted on the day it was posted only; cancel it instead.',
  'goods_receipts.cancelled': 'This receipt is cancelled.',
  'goods_receipts.paid_against':
    'This receipt was paid against: the order has :room SAR of delivery room only.',
  'goods_receipts.over_free': 'More than this receipt line can still issue: :free free.',
  'goods_receipts.reason.damaged': 'Damaged in transit',
  'goods_receipts.reason.wrong_specification': 'Not to the ordered specification',
  'goods_receipts.reason.failed_test': 'Failed the quality test',
  'goods_receipts.reason.expired': 'Expired or near expiry',
  'goods_receipts.reason.other': 'Other',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'goods_receipts.over_receipt':
    'استلام زائد: الحد الأقصى المسموح باستلامه في بند أمر الشراء هذا :max_allowed؛ خفّض الكمية بمقدار :reduce_by.',
  'goods_receipts.quantities_mismatch':
    'يجب أن يساوي مجموع الكمية المقبولة والمرفوضة الكمية المستلمة (:received).',
  'goods_receipts.rejection_reason_required': 'الكمية المرفوضة تحتاج إلى سبب الرفض.',
  'goods_receipts.order_not_receivable': 'تستلم البضاعة مقابل أمر شراء صادر فقط (حالته :status).',
  'goods_receipts.supply_request_not_approved': 'تستلم البضاعة ضمن طلب توريد معتمد فقط (حالته :status).',
  'goods_receipts.over_supply_request': 'الكمية أكبر من المتبقي في طلب التوريد: المتبقي في هذا البند :open.',
  'goods_receipts.material_twice': 'تستلم المادة مرة واحدة في سند الاستلام.',
  'goods_receipts.consumed': 'لا يمكن تعديل سند الاستلام: صُرف جزء منه أو أُرجع أو فُوتر أو حُجز لأمر صرف معلق.',
  'goods_receipts.not_today': 'يحذف سند الاستلام في يوم ترحيله فقط؛ ألغه بدلاً من ذلك.',
  'goods_receipts.cancelled': 'سند الاستلام هذا ملغى.',
  'goods_receipts.paid_against':
    'دُفع مقابل هذا الاستلام: المتاح في الأمر للدفع مقابل التسليم :room ريال فقط.',
  'goods_receipts.over_free': 'الكمية أكبر مما يمكن صرفه من بند الاستلام: المتاح :free.',
  'goods_receipts.reason.damaged': 'تالف أثناء النقل',
  'goods_receipts.reason.wrong_specification': 'غير مطابق للمواصفات المطلوبة',
  'goods_receipts.reason.failed_test': 'لم يجتز اختبار الجودة',
  'goods_receipts.reason.expired': 'منتهي الصلاحية أو قارب على الانتهاء',
  'goods_receipts.reason.other': 'أخرى',
};
