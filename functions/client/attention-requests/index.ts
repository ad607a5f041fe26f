import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientAttentionFormData } from './attention-form-data';
import { clientCanBuySaleableDetails } from './can-buy-saleable-details';
import { clientListAttentionRequests } from './list-attention-requests';
import { clientShowAttentionRequest } from './show-attention-request';
import { clientStoreAttentionRequest } from './store-attention-request';

/** client/attention-requests: one Lambda serving these operations. */
export const clientAttentionRequests = defineModule({
  surface: 'client',
  resource: 'attention-requests',
  grants: { table: 'readwrite', bucket: 'read' },
  access: { kind: 'client' },
  operations: [
    clientAttentionFormData,
    clientListAttentionRequests,
    clientStoreAttentionRequest,
    clientShowAttentionRequest,
    clientCanBuySaleableDetails,
  ],
});

export const handler = resourceHandler(clientAttentionRequests);
