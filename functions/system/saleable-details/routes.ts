import type { ResourceModule } from '../../../shared/http/route';

export const systemSaleableDetails = {
  surface: 'system',
  resource: 'saleable-details',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/saleable-details/available-for-sale',
      operationId: 'systemAvailableForSale',
      summary: 'SaleableDetail: available-for-sale-index',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
