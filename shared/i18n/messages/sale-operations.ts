/** Payments on a sale (sales support, sale tab): refusals. */
export const en = {
  'sale_operations.amount_over_balance': 'The amount cannot exceed the balance of :balance SAR.',
  'sale_operations.draft_over_payable':
    'Before the contract only the earnest money and the down payment can be paid: at most :limit SAR.',
  'sale_operations.unknown_line': 'The sale has no payment plan line with this number.',
  'sale_operations.line_not_payable': 'This payment plan line cannot take a payment.',
  'sale_operations.paid_at_future': 'The payment date cannot be in the future.',
  'sale_operations.sale_not_payable': 'This sale cannot take payments in its current state.',
  'sale_operations.sale_closed': 'The operations of a cancelled, emptied or delivered sale cannot change.',
  'sale_operations.not_deletable': 'Only a paid operation that is not deleted can be deleted.',
  'sale_operations.not_deleted': 'Only a deleted operation can be restored or deleted for good.',
  'sale_operations.restore_over_balance':
    'Restoring this operation would exceed the balance of :balance SAR.',
  'sale_operations.delete_below_refunded': 'Deleting this operation would leave less paid than refunded.',
  'sale_operations.not_editable': 'Only a paid operation that is not deleted can be edited.',
  'sale_operations.online_not_editable':
    'The amount and method of an online payment cannot change: refund it instead.',
  'sale_operations.amount_below_refunded':
    'The amount cannot be less than :limit SAR: the sale would hold less than was refunded.',
  'sale_operations.link_expired': 'This payment link has expired: make a new online payment.',
  'sale_operations.gateway_already_settled': 'The gateway already reported another outcome for this payment.',
  'sale_operations.gateway_amount_mismatch': "The amount must be the payment's amount of :amount SAR.",
  'sale_operations.gateway_signature_missing': 'Unauthenticated: missing_signature.',
  'sale_operations.gateway_bad_signature': 'Unauthenticated: bad_signature.',
  'sale_operations.gateway_stale_timestamp': 'Unauthenticated: stale_timestamp.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'sale_operations.amount_over_balance': 'لا يمكن أن يتجاوز المبلغ الرصيد المتبقي البالغ :balance ريال.',
  'sale_operations.draft_over_payable':
    'قبل توقيع العقد يمكن سداد العربون والدفعة الأولى فقط: بحد أقصى :limit ريال.',
  'sale_operations.unknown_line': 'لا يوجد في خطة الدفع بند بهذا الرقم.',
  'sale_operations.line_not_payable': 'لا يمكن سداد دفعة على هذا البند من خطة الدفع.',
  'sale_operations.paid_at_future': 'لا يمكن أن يكون تاريخ السداد في المستقبل.',
  'sale_operations.sale_not_payable': 'لا يمكن تسجيل دفعات على هذا البيع في حالته الحالية.',
  'sale_operations.sale_closed': 'لا يمكن تعديل عمليات بيع ملغى أو مفرغ أو مسلّم.',
  'sale_operations.not_deletable': 'لا يمكن حذف إلا عملية مدفوعة غير محذوفة.',
  'sale_operations.not_deleted': 'لا يمكن استعادة أو حذف نهائياً إلا عملية محذوفة.',
  'sale_operations.restore_over_balance': 'استعادة هذه العملية تتجاوز الرصيد المتبقي البالغ :balance ريال.',
  'sale_operations.delete_below_refunded': 'حذف هذه العملية يجعل المدفوع أقل من المسترد.',
  'sale_operations.not_editable': 'لا يمكن تعديل إلا عملية مدفوعة غير محذوفة.',
  'sale_operations.online_not_editable': 'لا يمكن تغيير مبلغ أو طريقة دفعة إلكترونية: استردها بدلاً من ذلك.',
  'sale_operations.amount_below_refunded':
    'لا يمكن أن يقل المبلغ عن :limit ريال: سيصبح المدفوع على البيع أقل من المسترد.',
  'sale_operations.link_expired': 'انتهت صلاحية رابط الدفع: أنشئ دفعة إلكترونية جديدة.',
  'sale_operations.gateway_already_settled': 'أبلغت بوابة الدفع سابقاً بنتيجة أخرى لهذه الدفعة.',
  'sale_operations.gateway_amount_mismatch': 'يجب أن يساوي المبلغ مبلغ الدفعة البالغ :amount ريال.',
  'sale_operations.gateway_signature_missing': 'غير مصرح: missing_signature.',
  'sale_operations.gateway_bad_signature': 'غير مصرح: bad_signature.',
  'sale_operations.gateway_stale_timestamp': 'غير مصرح: stale_timestamp.',
};
