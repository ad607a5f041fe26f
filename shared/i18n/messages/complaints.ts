/** Complaints. */
export const en = {
  'complaints.not_allowed': 'A complaint that is :status cannot be changed this way (:action).',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'complaints.not_allowed': 'لا يمكن تنفيذ هذا الإجراء (:action) على شكوى حالتها :status.',
};
