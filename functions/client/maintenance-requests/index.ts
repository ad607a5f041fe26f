import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientAddMaintenanceComment } from './add-comment';
import { clientMaintenanceComments } from './comments';
import { clientDeleteMaintenanceRequest } from './delete';
import { clientMaintenanceFormData } from './form-data';
import { clientListMaintenanceRequests } from './list-maintenance-requests';
import { clientRateMaintenanceRequest } from './rate';
import { clientMaintenanceRequests } from './routes';
import { clientShowMaintenanceRequest } from './show';
import { clientStoreMaintenanceRequest } from './store';
import { clientUpdateMaintenanceRequest } from './update';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = {
  clientMaintenanceFormData,
  clientListMaintenanceRequests,
  clientStoreMaintenanceRequest,
  clientShowMaintenanceRequest,
  clientUpdateMaintenanceRequest,
  clientRateMaintenanceRequest,
  clientMaintenanceComments,
  clientAddMaintenanceComment,
  clientDeleteMaintenanceRequest,
};

export const handler = resourceHandler(clientMaintenanceRequests, operations);
