import type { ResourceModule } from '../../../shared/http/route';

const base = '/attention-requests';

export const clientAttentionRequests = {
  surface: 'client',
  resource: 'attention-requests',
  grants: { table: 'readwrite', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: `${base}/get-form-data`,
      operationId: 'clientAttentionFormData',
      summary: 'Attention Requests: get-form-data',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: base,
      operationId: 'clientListAttentionRequests',
      summary: 'Attention Requests: index',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: `${base}/store`,
      operationId: 'clientStoreAttentionRequest',
      summary: 'Attention Requests: store',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: `${base}/{attention_request_id}`,
      operationId: 'clientShowAttentionRequest',
      summary: 'Attention Requests: show',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: `${base}/get-can-bay-saleable-detail-for-project`,
      operationId: 'clientCanBuySaleableDetails',
      summary: 'Attention Requests: get-can-bay-saleable-detail-for-project',
      access: { kind: 'client' },
    },
  ],
} as const satisfies ResourceModule;
