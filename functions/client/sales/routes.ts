import type { ResourceModule } from '../../../shared/http/route';

export const clientSales = {
  surface: 'client',
  resource: 'sales',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/sales',
      operationId: 'clientListSales',
      summary: 'Sales: index',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: '/sales/{sale_id}',
      operationId: 'clientShowSale',
      summary: 'Sales: show',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: '/statistics',
      operationId: 'clientStatistics',
      summary: 'statistics',
      access: { kind: 'client' },
    },
  ],
} as const satisfies ResourceModule;
