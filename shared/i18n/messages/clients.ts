/** Clients. */
export const en = {
  'clients.has_deals':
    'The client cannot be deleted while they have sales (:sales) or active bookings (:bookings).',
  'clients.filter.search': 'Search by name, phone or e-mail',
  'clients.filter.sale_support_user_id': 'Sales support user',
  'clients.filter.platform': 'Platform',
  'clients.filter.date': 'Created between',
  'clients.type.individual': 'Individual',
  'clients.type.company': 'Company',
  'clients.platform.website': 'Website',
  'clients.platform.instagram': 'Instagram',
  'clients.platform.snapchat': 'Snapchat',
  'clients.platform.walk-in': 'Walk-in',
  'clients.platform.call-centre': 'Call centre',
  'clients.platform.referral': 'Referral',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'clients.has_deals': 'لا يمكن حذف العميل ما دامت لديه مبيعات (:sales) أو حجوزات نشطة (:bookings).',
  'clients.filter.search': 'البحث بالاسم أو الجوال أو البريد الإلكتروني',
  'clients.filter.sale_support_user_id': 'موظف دعم المبيعات',
  'clients.filter.platform': 'المنصة',
  'clients.filter.date': 'تاريخ الإضافة',
  'clients.type.individual': 'فرد',
  'clients.type.company': 'شركة',
  'clients.platform.website': 'الموقع الإلكتروني',
  'clients.platform.instagram': 'إنستغرام',
  'clients.platform.snapchat': 'سناب شات',
  'clients.platform.walk-in': 'زيارة مباشرة',
  'clients.platform.call-centre': 'مركز الاتصال',
  'clients.platform.referral': 'توصية',
};
