import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientLogin } from './login';
import { clientLogout } from './logout';
import { clientSendOtp, clientVerifyOtp } from './otp';
import { clientForgotPassword, clientLoginByPassword, clientResetPassword } from './passwords';
import { clientProfile } from './profile';
import { clientAuth } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = {
  clientLogin,
  clientProfile,
  clientLogout,
  clientSendOtp,
  clientVerifyOtp,
  clientResetPassword,
  clientLoginByPassword,
  clientForgotPassword,
};

export const handler = resourceHandler(clientAuth, operations);
