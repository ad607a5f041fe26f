import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemAttentionFormData } from './attention-form-data';
import { systemListAttentionRequests } from './list-attention-requests';
import { systemShowAttentionRequest } from './show-attention-request';
import { systemStoreAttentionRequest } from './store-attention-request';

/** system/attention-requests: one Lambda serving these operations. */
export const systemAttentionRequests = defineModule({
  surface: 'system',
  resource: 'attention-requests',
  grants: { table: 'readwrite', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [
    systemAttentionFormData,
    systemListAttentionRequests,
    systemStoreAttentionRequest,
    systemShowAttentionRequest,
  ],
});

export const handler = resourceHandler(systemAttentionRequests);
