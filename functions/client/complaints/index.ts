import { resourceHandler } from '../../../shared/http/resource-handler';
import {
  clientComplaintFormData,
  clientDeleteComplaint,
  clientListComplaints,
  clientShowComplaint,
  clientStoreComplaint,
  clientUpdateComplaint,
} from './operations';
import { clientComplaints } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = {
  clientComplaintFormData,
  clientListComplaints,
  clientStoreComplaint,
  clientShowComplaint,
  clientUpdateComplaint,
  clientDeleteComplaint,
};

export const handler = resourceHandler(clientComplaints, operations);
