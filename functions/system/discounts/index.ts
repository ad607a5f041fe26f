import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListDiscounts } from './list-discounts';
import { systemDiscounts } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListDiscounts };

export const handler = resourceHandler(systemDiscounts, operations);
