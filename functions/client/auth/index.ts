import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientLogin } from './login';
import { clientLogout } from './logout';
import { clientProfile } from './profile';
import { clientAuth } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { clientLogin, clientProfile, clientLogout };

export const handler = resourceHandler(clientAuth, operations);
