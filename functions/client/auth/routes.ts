import type { ResourceModule } from '../../../shared/http/route';

export const clientAuth = {
  surface: 'client',
  resource: 'auth',
  grants: { table: 'readwrite', bucket: 'read' },
  routes: [
    {
      method: 'POST',
      path: '/login',
      operationId: 'clientLogin',
      summary: 'Auth: login',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/profile',
      operationId: 'clientProfile',
      summary: 'Auth: profile',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: '/logout',
      operationId: 'clientLogout',
      summary: 'Auth: logout',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: '/send-otp',
      operationId: 'clientSendOtp',
      summary: 'Auth: send otp',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/verify-otp',
      operationId: 'clientVerifyOtp',
      summary: 'Auth: verify-otp',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/reset-password',
      operationId: 'clientResetPassword',
      summary: 'Auth: reset & set password',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: '/login-by-password',
      operationId: 'clientLoginByPassword',
      summary: 'Auth: login by password',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/forgot-password',
      operationId: 'clientForgotPassword',
      summary: 'Auth: password send forgot-email with new password',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
