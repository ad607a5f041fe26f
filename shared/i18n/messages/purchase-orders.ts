/** Purchase orders (issue 32): comparing offers, sending orders, paying them; the index's filters. */
export const en = {
  'purchasing.request_not_approved': 'Only an approved purchase request can do this (it is :status).',
  'purchasing.too_few_offers': 'At least :min valid offers are needed to compare; this request has :count.',
  'purchasing.award_invalid':
    'Each award must name a line of this request and a line of one of its valid offers for that line.',
  'purchasing.award_duplicate': 'A request line can be awarded once only.',
  'purchasing.comparison_open': 'This request already has an offers comparison :sourcing.',
  'purchasing.comparison_not_approved': 'The request has no approved offers comparison to order from.',
  'purchasing.agreement_line_invalid':
    "The agreement line must be an active supply agreement price for the request line's material, with enough quantity left.",
  'purchasing.over_ordered': 'The request line :line can be ordered up to :max_allowed more.',
  'purchasing.nothing_to_order': 'Nothing is left to order on this request.',
  'purchasing.budget_still_short':
    'The budget line can cover at most :max_allowed SAR of this order now: raise it again or reject.',
  'purchasing.order_not_payable': 'A purchase order that is :status cannot be paid.',
  'purchasing.payment_over_total':
    "The amount may be at most :max_allowed SAR: the order's total less its payments.",
  'purchasing.payment_ahead_of_delivery':
    'The amount may be at most :max_allowed SAR: the advance and the value received less the payments.',
  'purchasing.payment_not_editable': 'A payment that is :status cannot be changed here.',
  'purchasing.payment_chain_changes':
    'This amount needs another approval chain: cancel the payment and ask a new one.',
  'purchasing.method.bank_transfer': 'Bank transfer',
  'purchasing.method.cheque': 'Cheque',
  'purchasing.method.cash': 'Cash',
  'purchasing.filter.status': 'Status',
  'purchasing.filter.payment_status': 'Payment status',
  'purchasing.filter.supplier_id': 'Supplier',
  'purchasing.filter.project_id': 'Project',
  'purchasing.status.pending_budget': 'Waiting for budget',
  'purchasing.status.issued': 'Issued',
  'purchasing.status.on_hold': 'On hold',
  'purchasing.status.partially_received': 'Partially received',
  'purchasing.status.received': 'Received',
  'purchasing.status.closed': 'Closed',
  'purchasing.status.cancelled': 'Cancelled',
  'purchasing.payment_status.unpaid': 'Unpaid',
  'purchasing.payment_status.partially_paid': 'Partially paid',
  'purchasing.payment_status.paid': 'Paid',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'purchasing.request_not_approved': 'لا يمكن ذلك إلا لطلب شراء معتمد (حالته :status).',
  'purchasing.too_few_offers': 'تلزم :min عروض سارية على الأقل للمقارنة؛ لهذا الطلب :count.',
  'purchasing.award_invalid': 'يجب أن تذكر كل ترسية بنداً من هذا الطلب وبنداً من أحد عروضه السارية لذلك البند.',
  'purchasing.award_duplicate': 'لا يُرسى بند الطلب إلا مرة واحدة.',
  'purchasing.comparison_open': 'لهذا الطلب مقارنة عروض بالفعل :sourcing.',
  'purchasing.comparison_not_approved': 'ليس للطلب مقارنة عروض معتمدة يُصدر منها أمر الشراء.',
  'purchasing.agreement_line_invalid':
    'يجب أن يكون بند الاتفاقية سعراً سارياً في اتفاقية توريد لمادة بند الطلب وبكمية متبقية كافية.',
  'purchasing.over_ordered': 'يمكن طلب :max_allowed على الأكثر إضافية من بند الطلب :line.',
  'purchasing.nothing_to_order': 'لم يبق شيء لطلبه في هذا الطلب.',
  'purchasing.budget_still_short':
    'لا يغطي بند الميزانية الآن إلا :max_allowed ريال من هذا الأمر: ارفعه مرة أخرى أو ارفض.',
  'purchasing.order_not_payable': 'لا يمكن الدفع لأمر شراء حالته :status.',
  'purchasing.payment_over_total': 'يجب ألا يزيد المبلغ على :max_allowed ريال: إجمالي الأمر ناقص دفعاته.',
  'purchasing.payment_ahead_of_delivery':
    'يجب ألا يزيد المبلغ على :max_allowed ريال: الدفعة المقدمة وقيمة ما استُلم ناقص الدفعات.',
  'purchasing.payment_not_editable': 'لا يمكن تعديل دفعة حالتها :status هنا.',
  'purchasing.payment_chain_changes': 'هذا المبلغ يحتاج سلسلة موافقات أخرى: ألغِ الدفعة واطلب دفعة جديدة.',
  'purchasing.method.bank_transfer': 'تحويل بنكي',
  'purchasing.method.cheque': 'شيك',
  'purchasing.method.cash': 'نقداً',
  'purchasing.filter.status': 'الحالة',
  'purchasing.filter.payment_status': 'حالة الدفع',
  'purchasing.filter.supplier_id': 'المورد',
  'purchasing.filter.project_id': 'المشروع',
  'purchasing.status.pending_budget': 'بانتظار الميزانية',
  'purchasing.status.issued': 'صادر',
  'purchasing.status.on_hold': 'معلق',
  'purchasing.status.partially_received': 'مستلم جزئياً',
  'purchasing.status.received': 'مستلم',
  'purchasing.status.closed': 'مغلق',
  'purchasing.status.cancelled': 'ملغى',
  'purchasing.payment_status.unpaid': 'غير مدفوع',
  'purchasing.payment_status.partially_paid': 'مدفوع جزئياً',
  'purchasing.payment_status.paid': 'مدفوع',
};
