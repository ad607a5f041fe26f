import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/auth, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffLogin: { body: { email_or_phone: 'demo.staff@example.com', password: 'DemoPass#2026' } },
  // A device token is a secret field (never published): the placeholder stands for one.
  staffUpdatePushNotificationToken: { body: { token: 'redacted', platform: 'android' } },
  staffLoginByPassword: { body: { phone: '+966500000001', password: 'DemoPass#2026' } },
  staffLoginSendOtp: { body: { phone: '+966500000102' } },
  staffLogout: {},
  staffProfile: {},
  staffListAbilities: {},
  staffRoleFormData: {},
  // The demo staff user's second account: demo.sales-manager@example.com (the same person).
  staffSwitchAccount: { body: { user_id: '11' } },
  staffDeleteAccount: { body: { password: 'DemoPass#2026' }, newStaffAccount: true },
};
