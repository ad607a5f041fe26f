import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemComplaintFormData } from './get-form-data';
import { systemComplaints } from './routes';

export const handler = resourceHandler(systemComplaints, { systemComplaintFormData });
