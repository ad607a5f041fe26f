import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListDiscounts } from './list-discounts';
import { systemDiscounts } from './routes';
import { systemShowDiscount } from './show-discount';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListDiscounts, systemShowDiscount };

export const handler = resourceHandler(systemDiscounts, operations);
