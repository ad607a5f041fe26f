/** Approvals, maintenance, files and the archive, purchasing. */
export const operationsAttributes = {
  // Approvals.
  approvable_type: 'نوع طلب الموافقة',
  tab: 'التبويب',
  ids: 'طلبات الموافقة',
  // Maintenance.
  rating: 'التقييم',
  rating_note: 'ملاحظة التقييم',
  cost: 'التكلفة',
  is_completed: 'حالة الإنجاز',
  invoice_number: 'رقم الفاتورة',
  invoice_date: 'تاريخ الفاتورة',
  // Files and the archive.
  document_type: 'نوع المستند',
  file: 'الملف',
  file_name: 'اسم الملف',
  mime_type: 'نوع الملف',
  size: 'حجم الملف',
  upload_id: 'معرّف الرفع',
  folder_id: 'المجلد',
  parent_id: 'المجلد الرئيسي',
  // Purchasing.
  purchase_order_id: 'أمر الشراء',
};
