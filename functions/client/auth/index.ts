import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientForgotPassword } from './forgot-password';
import { clientLogin } from './login';
import { clientLoginByPassword } from './login-by-password';
import { clientLogout } from './logout';
import { clientProfile } from './profile';
import { clientResetPassword } from './reset-password';
import { clientSendOtp } from './send-otp';
import { clientVerifyOtp } from './verify-otp';

/** client/auth: one Lambda serving these operations. */
export const clientAuth = defineModule({
  surface: 'client',
  resource: 'auth',
  grants: { table: 'readwrite', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [
    clientLogin,
    clientProfile,
    clientLogout,
    clientSendOtp,
    clientVerifyOtp,
    clientResetPassword,
    clientLoginByPassword,
    clientForgotPassword,
  ],
});

export const handler = resourceHandler(clientAuth);
