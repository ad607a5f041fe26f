/** Maintenance requests. */
export const en = {
  'maintenance.not_allowed': 'A maintenance request that is :status cannot be changed this way (:action).',
  'maintenance.bad_transition': 'A maintenance request cannot go from :from to :to.',
  'maintenance.already_rated': 'This maintenance request has already been rated.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'maintenance.not_allowed': 'لا يمكن تنفيذ هذا الإجراء (:action) على طلب صيانة حالته :status.',
  'maintenance.bad_transition': 'لا يمكن نقل طلب الصيانة من :from إلى :to.',
  'maintenance.already_rated': 'تم تقييم طلب الصيانة هذا من قبل.',
};
