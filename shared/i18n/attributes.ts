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
  // A client's identity (init sale needs the national id; the sale's prints show it).
  national_id: 'رقم الهوية الوطنية أو الإقامة',
  national_id_end_date: 'تاريخ انتهاء الهوية',
  nationality_id: 'الجنسية',
  nationality: 'الجنسية',
  date_of_birth: 'تاريخ الميلاد',
  address: 'العنوان',
};
