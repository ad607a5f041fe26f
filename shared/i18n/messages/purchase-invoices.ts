/** Purchase invoices: the three-way match (STAFF-DOMAIN-2 Q9-Q13) and their approval. */
export const en = {
  'purchase_invoices.not_allowed': 'This cannot be done to a purchase invoice that is :status.',
  'purchase_invoices.order_or_contract': 'Name either a purchase order or a contract.',
  'purchase_invoices.order_not_billable': 'This purchase order cannot be invoiced (it is :status).',
  'purchase_invoices.over_billed':
    'More than was received and not yet billed: at most :max_allowed may be billed on this order line.',
  'purchase_invoices.over_certified':
    'More than was certified and not yet invoiced: at most :max_allowed SAR on this milestone.',
  'purchase_invoices.vat_mismatch': "The invoice's VAT does not match its lines: expected :expected SAR.",
  'purchase_invoices.supplier_vat_invalid':
    'An invoice with VAT needs the supplier’s valid VAT number (15 digits, starting and ending with 3).',
  'purchase_invoices.buyer_vat_mismatch': "The buyer's VAT number must be the company's (:expected).",
  'purchase_invoices.supplier_fixed': 'The supplier of an invoice cannot be changed.',
  'purchase_invoices.paid': 'A purchase invoice with payments allocated cannot be cancelled.',
  'purchase_invoices.cancel_forbidden':
    'Cancelling an approved purchase invoice needs the approve-exception ability.',
  'purchase_invoices.exception_forbidden': 'Approving a match exception needs the approve-exception ability.',
  'purchase_invoices.exception_needs_ability':
    'A match exception is approved only by a holder of the approve-exception ability.',
  'purchase_invoices.exception_needs_reason': 'Approving a match exception needs a reason.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'purchase_invoices.not_allowed': 'لا يمكن تنفيذ هذا الإجراء على فاتورة مشتريات حالتها :status.',
  'purchase_invoices.order_or_contract': 'حدد أمر شراء أو عقدًا.',
  'purchase_invoices.order_not_billable': 'لا يمكن فوترة أمر الشراء هذا (حالته :status).',
  'purchase_invoices.over_billed':
    'الكمية أكبر من المستلم غير المفوتر: الحد الأقصى للفوترة على بند أمر الشراء هذا :max_allowed.',
  'purchase_invoices.over_certified':
    'المبلغ أكبر من المعتمد غير المفوتر: الحد الأقصى على هذه المرحلة :max_allowed ريال.',
  'purchase_invoices.vat_mismatch': 'ضريبة الفاتورة لا تطابق بنودها: المتوقع :expected ريال.',
  'purchase_invoices.supplier_vat_invalid':
    'الفاتورة الخاضعة للضريبة تتطلب رقمًا ضريبيًا صحيحًا للمورد (15 رقمًا يبدأ وينتهي بالرقم 3).',
  'purchase_invoices.buyer_vat_mismatch': 'يجب أن يكون الرقم الضريبي للمشتري هو رقم الشركة (:expected).',
  'purchase_invoices.supplier_fixed': 'لا يمكن تغيير مورد الفاتورة.',
  'purchase_invoices.paid': 'لا يمكن إلغاء فاتورة مشتريات خصصت لها دفعات.',
  'purchase_invoices.cancel_forbidden': 'إلغاء فاتورة مشتريات معتمدة يتطلب صلاحية اعتماد الاستثناءات.',
  'purchase_invoices.exception_forbidden': 'اعتماد استثناء المطابقة يتطلب صلاحية اعتماد الاستثناءات.',
  'purchase_invoices.exception_needs_ability':
    'لا يعتمد استثناء المطابقة إلا من يملك صلاحية اعتماد الاستثناءات.',
  'purchase_invoices.exception_needs_reason': 'اعتماد استثناء المطابقة يتطلب ذكر السبب.',
};
