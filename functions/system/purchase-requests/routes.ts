import type { ResourceModule } from '../../../shared/http/route';

export const systemPurchaseRequests = {
  surface: 'system',
  resource: 'purchase-requests',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/purchase-requests',
      operationId: 'systemListPurchaseRequests',
      summary: 'Purchase Requests: index',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/purchase-requests/{purchase_request_id}',
      operationId: 'systemShowPurchaseRequest',
      summary: 'Purchase Requests: show',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
