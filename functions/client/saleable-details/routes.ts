import type { ResourceModule } from '../../../shared/http/route';

export const clientSaleableDetails = {
  surface: 'client',
  resource: 'saleable-details',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/saleable-details',
      operationId: 'clientListSaleableDetails',
      summary: 'SaleableDetail: index',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: '/saleable-details/{unit_id}',
      operationId: 'clientShowSaleableDetail',
      summary: 'SaleableDetail: show',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: '/saleable-details/{unit_id}/files',
      operationId: 'clientSaleableDetailFiles',
      summary: 'SaleableDetail: show files',
      access: { kind: 'client' },
    },
  ],
} as const satisfies ResourceModule;
