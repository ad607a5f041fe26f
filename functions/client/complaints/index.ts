import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientComplaintFormData } from './complaint-form-data';
import { clientDeleteComplaint } from './delete-complaint';
import { clientListComplaints } from './list-complaints';
import { clientShowComplaint } from './show-complaint';
import { clientStoreComplaint } from './store-complaint';
import { clientUpdateComplaint } from './update-complaint';

/** client/complaints: one Lambda serving these operations. */
export const clientComplaints = defineModule({
  surface: 'client',
  resource: 'complaints',
  grants: { table: 'readwrite', bucket: 'read' },
  access: { kind: 'client' },
  operations: [
    clientComplaintFormData,
    clientListComplaints,
    clientStoreComplaint,
    clientShowComplaint,
    clientUpdateComplaint,
    clientDeleteComplaint,
  ],
});

export const handler = resourceHandler(clientComplaints);
