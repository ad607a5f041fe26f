/** Purchase requests (the staff purchasing tab): states, choices and refusals. */
export const en = {
  'purchase_requests.status.pending_acceptance': 'Pending approval',
  'purchase_requests.status.approved': 'Approved',
  'purchase_requests.status.rejected': 'Rejected',
  'purchase_requests.status.cancelled': 'Cancelled',
  'purchase_requests.status.closed': 'Closed',
  'purchase_requests.sourcing.none': 'Not sourced',
  'purchase_requests.sourcing.rfq_sent': 'Quotations requested',
  'purchase_requests.sourcing.offers_received': 'Offers received',
  'purchase_requests.sourcing.comparison_pending': 'Comparison pending',
  'purchase_requests.sourcing.offer_selected': 'Offer selected',
  'purchase_requests.order_status.not_ordered': 'Not ordered',
  'purchase_requests.order_status.partially_ordered': 'Partially ordered',
  'purchase_requests.order_status.ordered': 'Ordered',
  'purchase_requests.type.materials': 'Materials',
  'purchase_requests.type.services': 'Services',
  'purchase_requests.priority.low': 'Low',
  'purchase_requests.priority.normal': 'Normal',
  'purchase_requests.priority.high': 'High',
  'purchase_requests.priority.urgent': 'Urgent',
  'purchase_requests.not_editable':
    'This purchase request cannot be changed now: its lines only while rejected, its offers only while approved.',
  'purchase_requests.not_cancellable':
    'This purchase request cannot be cancelled: only while pending approval, or approved with nothing ordered or issued.',
  'purchase_requests.not_deletable':
    'Only a rejected or cancelled purchase request without offers or purchase orders can be deleted.',
  'purchase_requests.project_item_of_project':
    'The project item must be a budget line of the chosen project.',
  'purchase_requests.material_inactive': 'The material must be an active material of the catalogue.',
  'purchase_requests.material_twice': 'Each material may be asked for on one line only.',
  'purchase_requests.supplier_invalid': 'The supplier must be a supplier with a profile that is not blocked.',
  'purchase_requests.supplier_twice': 'Each supplier may have one offer in a request.',
  'purchase_requests.offer_line_unknown': 'The offer line must name a line of this purchase request.',
  'purchase_requests.offer_qty_over': 'The offered quantity may not exceed the requested :max.',
  'purchase_requests.offer_taken':
    'Another offer of this supplier was recorded meanwhile, or the older one is no longer open: reload the request.',
  'purchase_requests.too_many_lines':
    'A change of this size does not fit one save: send fewer changed lines.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'purchase_requests.status.pending_acceptance': 'بانتظار الاعتماد',
  'purchase_requests.status.approved': 'معتمد',
  'purchase_requests.status.rejected': 'مرفوض',
  'purchase_requests.status.cancelled': 'ملغى',
  'purchase_requests.status.closed': 'مغلق',
  'purchase_requests.sourcing.none': 'لم يبدأ التوريد',
  'purchase_requests.sourcing.rfq_sent': 'طُلبت عروض الأسعار',
  'purchase_requests.sourcing.offers_received': 'وصلت العروض',
  'purchase_requests.sourcing.comparison_pending': 'المقارنة بانتظار الاعتماد',
  'purchase_requests.sourcing.offer_selected': 'تم اختيار العرض',
  'purchase_requests.order_status.not_ordered': 'لم يُطلب',
  'purchase_requests.order_status.partially_ordered': 'طُلب جزئياً',
  'purchase_requests.order_status.ordered': 'طُلب بالكامل',
  'purchase_requests.type.materials': 'مواد',
  'purchase_requests.type.services': 'خدمات',
  'purchase_requests.priority.low': 'منخفضة',
  'purchase_requests.priority.normal': 'عادية',
  'purchase_requests.priority.high': 'عالية',
  'purchase_requests.priority.urgent': 'عاجلة',
  'purchase_requests.not_editable':
    'لا يمكن تعديل طلب الشراء الآن: بنوده فقط وهو مرفوض، وعروضه فقط وهو معتمد.',
  'purchase_requests.not_cancellable':
    'لا يمكن إلغاء طلب الشراء: فقط وهو بانتظار الاعتماد، أو معتمد ولم يُطلب أو يُصرف منه شيء.',
  'purchase_requests.not_deletable': 'لا يُحذف إلا طلب شراء مرفوض أو ملغى ليس له عروض ولا أوامر شراء.',
  'purchase_requests.project_item_of_project': 'يجب أن يكون بند المشروع من بنود ميزانية المشروع المختار.',
  'purchase_requests.material_inactive': 'يجب أن تكون المادة مادة فعالة في الكتالوج.',
  'purchase_requests.material_twice': 'تُطلب كل مادة في بند واحد فقط.',
  'purchase_requests.supplier_invalid': 'يجب أن يكون المورد مورداً له ملف غير محظور.',
  'purchase_requests.supplier_twice': 'لكل مورد عرض واحد في الطلب.',
  'purchase_requests.offer_line_unknown': 'يجب أن يشير بند العرض إلى بند من بنود طلب الشراء هذا.',
  'purchase_requests.offer_qty_over': 'لا تتجاوز الكمية المعروضة الكمية المطلوبة :max.',
  'purchase_requests.offer_taken':
    'سُجل عرض آخر لهذا المورد في الأثناء، أو لم يعد العرض السابق مفتوحاً: أعد تحميل الطلب.',
  'purchase_requests.too_many_lines': 'هذا التعديل أكبر من أن يُحفظ مرة واحدة: أرسل بنوداً معدلة أقل.',
};
