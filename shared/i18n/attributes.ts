/** Arabic names of common input fields, for `:attribute` (other fields and English use the field's own name). */
export const arAttributes: Readonly<Record<string, string>> = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'الجوال',
  other_phone: 'الجوال الآخر',
  password: 'كلمة المرور',
  email_or_phone: 'البريد الإلكتروني أو الجوال',
  page: 'الصفحة',
  per_page: 'عدد العناصر في الصفحة',
  search: 'البحث',
  comment: 'التعليق',
  attachments: 'المرفقات',
  body: 'محتوى الطلب',
  // Staff visits (the client app's visit_at keeps its answer as it was).
  assigned_user_id: 'الموظف المكلف',
  duration_minutes: 'مدة الزيارة',
  outcome: 'نتيجة الزيارة',
  document_type: 'نوع المستند',
};
