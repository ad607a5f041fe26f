/** Employee profiles: the employment statuses' names. */
export const en = {
  'hr.employment_status.active': 'Active',
  'hr.employment_status.suspended': 'Suspended',
  'hr.employment_status.terminated': 'Terminated',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'hr.employment_status.active': 'على رأس العمل',
  'hr.employment_status.suspended': 'موقوف',
  'hr.employment_status.terminated': 'منتهية خدمته',
};
