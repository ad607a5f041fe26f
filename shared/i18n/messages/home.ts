/** Labels of the home screen's counts. */
export const en = {
  'home.waiting_acceptances': 'Approvals waiting for you',
  'home.unread_notifications': 'Unread notifications',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'home.waiting_acceptances': 'موافقات بانتظارك',
  'home.unread_notifications': 'إشعارات غير مقروءة',
};
