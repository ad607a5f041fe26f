import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientLogin } from './login';
import { clientAuth } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { clientLogin };

export const handler = resourceHandler(clientAuth, operations);
