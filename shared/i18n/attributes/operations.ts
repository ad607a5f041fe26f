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
  // Materials.
  code: 'الرمز',
  name_ar: 'الاسم بالعربية',
  name_en: 'الاسم بالإنجليزية',
  material_category_id: 'فئة المادة',
  unit: 'الوحدة',
  specifications: 'المواصفات',
  vat_rate: 'نسبة ضريبة القيمة المضافة',
  is_stock_item: 'صنف مخزني',
  is_active: 'فعالة',
  over_receipt_allowance_pct: 'نسبة الاستلام الزائد المسموحة',
  min_stock: 'الحد الأدنى للمخزون',
  q: 'نص البحث',
};
