import { type ModuleExamples, OTP } from '../../../infra/openapi/request-examples';

/** A working request for each operation of client/auth, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  clientProfile: {},
  clientForgotPassword: { body: { email: 'forgetful.{unique}@example.com' } },
  clientLogin: { body: { email_or_phone: 'demo.client@example.com', password: 'DemoPass#2026' } },
  clientLoginByPassword: { body: { phone: '+966555000111', password: 'DemoPass#2026' } },
  clientLogout: {},
  clientResetPassword: { body: { password: 'DemoPass#2026', password_confirmation: 'DemoPass#2026' } },
  clientSendOtp: { body: { phone: '+966555000111' } },
  clientVerifyOtp: { body: { phone: '+966555000111', otp: OTP }, after: ['clientSendOtp'] },
};
