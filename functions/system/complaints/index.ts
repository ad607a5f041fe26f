import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemComplaintFormData } from './get-form-data';
import { systemComplaints } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemComplaintFormData };

export const handler = resourceHandler(systemComplaints, operations);
