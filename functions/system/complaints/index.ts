import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemComplaintFormData } from './complaint-form-data';
import { systemStoreComplaint } from './store-complaint';

/** system/complaints: one Lambda serving these operations. */
export const systemComplaints = defineModule({
  surface: 'system',
  resource: 'complaints',
  grants: { table: 'readwrite', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [systemComplaintFormData, systemStoreComplaint],
});

export const handler = resourceHandler(systemComplaints);
