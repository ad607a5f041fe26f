/** Maintenance requests. */
export const en = {
  'maintenance.not_allowed': 'A maintenance request that is :status cannot be changed this way (:action).',
  'maintenance.bad_transition': 'A maintenance request cannot go from :from to :to.',
  'maintenance.already_rated': 'This maintenance request has already been rated.',
  'maintenance.status_changed': 'Your maintenance request #:id is now :status.',
  'maintenance.status.open': 'open',
  'maintenance.status.in_progress': 'in progress',
  'maintenance.status.completed': 'completed',
  'maintenance.status.closed': 'closed',
  'maintenance.status.declined': 'declined',
  'maintenance.status.reopened': 'reopened',
  'maintenance.status.deferred': 'deferred',
  'maintenance.cost_reason_required':
    'The reason field is required when the request is inside the maintenance period.',
  'maintenance.not_technician': 'The selected :attribute is not a technician.',
  'maintenance.not_completed': 'Only a completed maintenance request can be confirmed or sent back.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'maintenance.not_allowed': 'لا يمكن تنفيذ هذا الإجراء (:action) على طلب صيانة حالته :status.',
  'maintenance.bad_transition': 'لا يمكن نقل طلب الصيانة من :from إلى :to.',
  'maintenance.already_rated': 'تم تقييم طلب الصيانة هذا من قبل.',
  'maintenance.status_changed': 'أصبحت حالة طلب الصيانة رقم :id: :status.',
  'maintenance.status.open': 'مفتوح',
  'maintenance.status.in_progress': 'قيد التنفيذ',
  'maintenance.status.completed': 'مكتمل',
  'maintenance.status.closed': 'مغلق',
  'maintenance.status.declined': 'مرفوض',
  'maintenance.status.reopened': 'أعيد فتحه',
  'maintenance.status.deferred': 'مؤجل',
  'maintenance.cost_reason_required': 'حقل السبب مطلوب عندما يكون الطلب ضمن فترة الصيانة.',
  'maintenance.not_technician': 'قيمة :attribute المختارة ليست فنيًا.',
  'maintenance.not_completed': 'لا يمكن تأكيد طلب الصيانة أو إعادته إلا إذا كان مكتملًا.',
};
