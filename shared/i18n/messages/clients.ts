/** Clients. */
export const en = {
  'clients.has_deals':
    'The client cannot be deleted while they have sales (:sales) or active bookings (:bookings).',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'clients.has_deals': 'لا يمكن حذف العميل ما دامت لديه مبيعات (:sales) أو حجوزات نشطة (:bookings).',
};
