import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/auth, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffLogin: { body: { email_or_phone: 'demo.staff@example.com', password: 'DemoPass#2026' } },
  // A device token is a secret field (never published): the placeholder stands for one.
  staffUpdatePushNotificationToken: { body: { token: 'redacted', platform: 'android' } },
  staffLoginByPassword: { body: { phone: '+966500000001', password: 'DemoPass#2026' } },
  staffLoginSendOtp: {
    body: { phone: '+966500000102' },
    // Texts a staff account of its own (the local stack makes it): a number gets five codes an hour.
    postman: {
      body: { phone: '{{staff_otp_phone}}' },
      prerequest: [
        "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/staff-accounts', method: 'POST' }, (error, response) => {",
        "  pm.environment.set('staff_otp_phone', '+' + response.json().data.phone);",
        '});',
      ],
    },
  },
  staffLogout: {},
  staffProfile: {},
  staffListAbilities: {},
  staffRoleFormData: {},
  // The demo staff user's second account: demo.sales-manager@example.com (the same person).
  staffSwitchAccount: { body: { user_id: '11' } },
  staffDeleteAccount: {
    body: { password: 'DemoPass#2026' },
    newStaffAccount: true,
    // Deletes a staff account of its own (the local stack makes it), never a demo user.
    postman: {
      prerequest: [
        "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/staff-accounts', method: 'POST' }, (error, response) => {",
        "  pm.environment.set('new_staff_token', response.json().data.token);",
        '});',
      ],
    },
  },
};
