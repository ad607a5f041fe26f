import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemComplaintFormData } from './get-form-data';
import { systemComplaints } from './routes';
import { systemStoreComplaint } from './store';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemComplaintFormData, systemStoreComplaint };

export const handler = resourceHandler(systemComplaints, operations);
