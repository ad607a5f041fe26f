import { scriptForm, scriptHeaders } from '../../../infra/openapi/postman-scripts';
import { type ModuleExamples, OTP } from '../../../infra/openapi/request-examples';

/** A working request for each operation of client/auth, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  clientProfile: {},
  clientForgotPassword: { body: { email: 'forgetful.{unique}@example.com' } },
  clientLogin: { body: { email_or_phone: 'demo.client@example.com', password: 'DemoPass#2026' } },
  clientLoginByPassword: { body: { phone: '+966555000111', password: 'DemoPass#2026' } },
  clientLogout: {},
  clientResetPassword: { body: { password: 'DemoPass#2026', password_confirmation: 'DemoPass#2026' } },
  clientSendOtp: {
    body: { phone: '+966555000111' },
    // A number gets one code a minute and five an hour: the Postman run texts a client made for it.
    postman: {
      body: { phone: '{{otp_phone}}' },
      prerequest: [
        'const digits = String(Date.now()).slice(-8);',
        "pm.environment.set('otp_phone', '+96656' + digits);",
        // The run's client: staffStoreClientBookVisit books its visit for them.
        `pm.sendRequest({ url: pm.environment.get('base_url') + '/system/clients/store', method: 'POST', header: ${scriptHeaders()}, body: ${scriptForm({ name: "'Postman Run ' + digits", phone: "pm.environment.get('otp_phone')", email: "'postman.' + digits + '@example.com'" })} }, (error, response) => {`,
        "  if (!error && response.code === 201) pm.environment.set('run_client_id', response.json().data.id);",
        '});',
      ],
    },
  },
  clientVerifyOtp: {
    body: { phone: '+966555000111', otp: OTP },
    after: ['clientSendOtp'],
    postman: { body: { phone: '{{otp_phone}}' } },
  },
};
