/** Labels of the home screen's counts. */
export const en = {
  'home.waiting_acceptances': 'Approvals waiting for you',
  'home.unread_notifications': 'Unread notifications',
  'home.follow_ups_due': 'Follow-ups due',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'home.waiting_acceptances': 'موافقات بانتظارك',
  'home.unread_notifications': 'إشعارات غير مقروءة',
  'home.follow_ups_due': 'متابعات مستحقة',
};
