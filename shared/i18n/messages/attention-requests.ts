/** Leads (attention requests) and their follow-ups on the staff surface. */
export const en = {
  'leads.duplicate_phone': 'An open lead with this phone already exists for this project (lead :id).',
  'leads.not_allowed': 'A lead that is :status cannot be changed this way (:action).',
  'leads.reason_required': 'The :attribute field is required when the lead closes.',
  'leads.next_follow_up_required': 'The :attribute field is required unless the lead closes.',
  'leads.not_an_agent': 'The selected :attribute is not a sales agent of this project.',
  'leads.follow_up_due_title': 'Follow-up due',
  'leads.follow_up_due_body': 'Lead :name (#:id) was due for a follow-up at :at.',
  'leads.follow_up_overdue_title': 'Follow-up overdue',
  'leads.follow_up_overdue_body': 'Lead :name (#:id) of :agent is a day past its follow-up (:at).',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'leads.duplicate_phone': 'يوجد طلب اهتمام مفتوح بهذا الجوال في هذا المشروع (رقم :id).',
  'leads.not_allowed': 'لا يمكن تنفيذ هذا الإجراء (:action) على طلب اهتمام حالته :status.',
  'leads.reason_required': 'حقل :attribute مطلوب عند إغلاق الطلب.',
  'leads.next_follow_up_required': 'حقل :attribute مطلوب ما لم يُغلق الطلب.',
  'leads.not_an_agent': 'قيمة :attribute المختارة ليست مندوب مبيعات لهذا المشروع.',
  'leads.follow_up_due_title': 'موعد متابعة',
  'leads.follow_up_due_body': 'حان موعد متابعة طلب الاهتمام :name (رقم :id) في :at.',
  'leads.follow_up_overdue_title': 'متابعة متأخرة',
  'leads.follow_up_overdue_body':
    'تأخرت متابعة طلب الاهتمام :name (رقم :id) لدى :agent يومًا عن موعدها (:at).',
};
