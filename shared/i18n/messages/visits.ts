/** Visit bookings. */
export const en = {
  'visits.in_past': 'The :attribute must be a time in the future.',
  'visits.not_a_slot':
    'The :attribute must be a :slot_minutes-minute slot between :first_slot and :last_slot (:time_zone).',
  'visits.staff_busy': 'The assigned staff member already has a visit at this time.',
  'visits.visitor_busy': 'The client already has a visit at this time.',
  'visits.upcoming_exists': 'The client already has an upcoming visit (#:visit_id) at this project.',
  'visits.out_of_scope': 'The selected :attribute is outside the visits you may manage.',
  'visits.required_if': 'The :attribute field is required when :other is :value.',
  'visits.not_allowed': 'A visit that is ":status" does not allow ":action".',
  'visits.not_started': 'A visit can be marked ":action" only once its time has come.',
  'visits.status.scheduled': 'Scheduled',
  'visits.status.completed': 'Completed',
  'visits.status.no_show': 'No show',
  'visits.status.cancelled': 'Cancelled',
  'visits.kind.site': 'Site visit',
  'visits.kind.showroom': 'Showroom',
  'visits.kind.virtual': 'Virtual',
  'visits.reminder_title': 'Visit reminder',
  'visits.reminder_body': 'Visit #:visit_id to :project at :time UTC, in :hours hours.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'visits.in_past': 'يجب أن يكون :attribute وقتًا في المستقبل.',
  'visits.not_a_slot':
    'يجب أن يكون :attribute موعدًا مدته :slot_minutes دقيقة بين :first_slot و :last_slot (:time_zone).',
  'visits.staff_busy': 'لدى الموظف المكلف زيارة أخرى في هذا الوقت.',
  'visits.visitor_busy': 'لدى العميل زيارة أخرى في هذا الوقت.',
  'visits.upcoming_exists': 'لدى العميل زيارة قادمة (رقم :visit_id) في هذا المشروع.',
  'visits.out_of_scope': 'قيمة :attribute المختارة خارج نطاق الزيارات التي يمكنك إدارتها.',
  'visits.required_if': 'حقل :attribute مطلوب في حال ما إذا كان :other يساوي :value.',
  'visits.not_allowed': 'الزيارة في حالة ":status" لا تسمح بـ ":action".',
  'visits.not_started': 'لا يمكن تعليم الزيارة ":action" قبل حلول موعدها.',
  'visits.status.scheduled': 'مجدولة',
  'visits.status.completed': 'مكتملة',
  'visits.status.no_show': 'لم يحضر',
  'visits.status.cancelled': 'ملغاة',
  'visits.kind.site': 'زيارة موقع',
  'visits.kind.showroom': 'صالة العرض',
  'visits.kind.virtual': 'زيارة افتراضية',
  'visits.reminder_title': 'تذكير بزيارة',
  'visits.reminder_body': 'الزيارة رقم :visit_id إلى :project في :time بتوقيت UTC، بعد :hours ساعة.',
};
