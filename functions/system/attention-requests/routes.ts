import type { ResourceModule } from '../../../shared/http/route';

const base = '/attention-requests';

export const systemAttentionRequests = {
  surface: 'system',
  resource: 'attention-requests',
  grants: { table: 'readwrite', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: `${base}/get-form-data`,
      operationId: 'systemAttentionFormData',
      summary: 'Attention Requests: get-form-data',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: base,
      operationId: 'systemListAttentionRequests',
      summary: 'Attention Requests: index',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: `${base}/store`,
      operationId: 'systemStoreAttentionRequest',
      summary: 'Attention Requests: store',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: `${base}/{attention_request_id}`,
      operationId: 'systemShowAttentionRequest',
      summary: 'Attention Requests: show',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
