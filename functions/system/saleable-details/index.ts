import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemAvailableForSale } from './available-for-sale';
import { systemSaleableDetails } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemAvailableForSale };

export const handler = resourceHandler(systemSaleableDetails, operations);
