/** Refunds and deleting a sale (sales support, sale tab): refusals. */
export const en = {
  'sale_refunds.amount_over_refundable':
    'The refund cannot exceed :limit SAR: the money the sale holds less the deductions.',
  'sale_refunds.sale_not_refundable': 'A sale that is :status cannot be refunded.',
  'sale_refunds.nothing_refundable': 'The sale holds nothing that can be refunded.',
  'sale_refunds.iban_required': 'An IBAN is required for a refund by bank transfer.',
  'sale_refunds.iban_invalid': 'The IBAN must be a valid Saudi IBAN (SA and 22 digits).',
  'sale_refunds.not_pending': 'This refund request is :status and can no longer change.',
  'sale_removal.money_held': 'The sale still holds :held SAR: refund it first.',
  'sale_removal.not_deletable': 'A sale that is :status cannot be deleted.',
  'sale_removal.not_cancelled': 'Only a cancelled (deleted) sale can be deleted for good.',
  'sale_removal.operations_posted': 'A sale with operations posted cannot be deleted for good.',
  'sale_removal.too_many_approvals':
    'The sale has too many open approvals to cancel at once: decide some first.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'sale_refunds.amount_over_refundable':
    'لا يمكن أن يتجاوز المبلغ المسترد :limit ريال: المبلغ المحصّل على البيع بعد الخصومات.',
  'sale_refunds.sale_not_refundable': 'لا يمكن الاسترداد على بيع حالته :status.',
  'sale_refunds.nothing_refundable': 'لا يوجد على البيع مبلغ قابل للاسترداد.',
  'sale_refunds.iban_required': 'رقم الآيبان مطلوب للاسترداد بتحويل بنكي.',
  'sale_refunds.iban_invalid': 'يجب أن يكون رقم الآيبان سعودياً صحيحاً (SA و22 رقماً).',
  'sale_refunds.not_pending': 'طلب الاسترداد هذا حالته :status ولا يمكن تغييره.',
  'sale_removal.money_held': 'ما زال على البيع مبلغ محصّل قدره :held ريال: يجب استرداده أولاً.',
  'sale_removal.not_deletable': 'لا يمكن حذف بيع حالته :status.',
  'sale_removal.not_cancelled': 'لا يمكن الحذف النهائي إلا لبيع ملغى (محذوف).',
  'sale_removal.operations_posted': 'لا يمكن الحذف النهائي لبيع سُجّلت عليه عمليات.',
  'sale_removal.too_many_approvals': 'على البيع موافقات مفتوحة أكثر من أن تُلغى معاً: يجب البت في بعضها أولاً.',
};
