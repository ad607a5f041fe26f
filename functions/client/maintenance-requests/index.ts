import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientAddMaintenanceComment } from './add-comment';
import { clientListMaintenanceRequests } from './list-maintenance-requests';
import { clientMaintenanceRequests } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { clientListMaintenanceRequests, clientAddMaintenanceComment };

export const handler = resourceHandler(clientMaintenanceRequests, operations);
