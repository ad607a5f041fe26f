import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListPurchaseRequests, systemShowPurchaseRequest } from './operations';
import { systemPurchaseRequests } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListPurchaseRequests, systemShowPurchaseRequest };

export const handler = resourceHandler(systemPurchaseRequests, operations);
