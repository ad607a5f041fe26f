import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListRentalRequests, systemShowRentalRequest } from './operations';
import { systemRentalRequests } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListRentalRequests, systemShowRentalRequest };

export const handler = resourceHandler(systemRentalRequests, operations);
