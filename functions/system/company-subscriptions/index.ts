import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListCompanySubscriptions } from './operations';
import { systemCompanySubscriptions } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListCompanySubscriptions };

export const handler = resourceHandler(systemCompanySubscriptions, operations);
