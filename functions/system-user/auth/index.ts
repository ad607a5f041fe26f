import { resourceHandler } from '../../../shared/http/resource-handler';
import { staffLogin } from './login';
import { staffAuth } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { staffLogin };

export const handler = resourceHandler(staffAuth, operations);
