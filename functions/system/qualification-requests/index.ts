import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemQualificationFormData } from './qualification-form-data';
import { systemStoreQualificationRequest } from './store-qualification-request';

/** system/qualification-requests: one Lambda serving these operations. */
export const systemQualificationRequests = defineModule({
  surface: 'system',
  resource: 'qualification-requests',
  grants: { table: 'readwrite' },
  access: { kind: 'keys' },
  operations: [systemQualificationFormData, systemStoreQualificationRequest],
});

export const handler = resourceHandler(systemQualificationRequests);
