/** Arabic names of the purchase invoices' input fields (issue 33). */
export const purchaseInvoiceAttributes: Readonly<Record<string, string>> = {
  supplier_invoice_number: 'رقم فاتورة المورد',
  supplier_vat_number: 'الرقم الضريبي للمورد',
  buyer_vat_number: 'الرقم الضريبي للمشتري',
  due_date: 'تاريخ الاستحقاق',
  contract_id: 'العقد',
  vat: 'ضريبة القيمة المضافة',
  retention: 'المحتجز',
  advance_recovery: 'استرداد الدفعة المقدمة',
  match_result: 'نتيجة المطابقة',
  due_from: 'الاستحقاق من',
  due_to: 'الاستحقاق إلى',
  stakeholder_id: 'المقاول',
  grn_ids: 'سندات الاستلام',
  grn_line_id: 'بند سند الاستلام',
  milestone_id: 'المرحلة',
  unit_price: 'سعر الوحدة',
};
