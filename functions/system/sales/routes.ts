import type { ResourceModule } from '../../../shared/http/route';

export const systemSales = {
  surface: 'system',
  resource: 'sales',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/sales',
      operationId: 'systemListSales',
      summary: 'Sales: index',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/sales/{sale_id}',
      operationId: 'systemShowSale',
      summary: 'Sales: show',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/sale-refunds',
      operationId: 'systemListSaleRefunds',
      summary: 'Sales: SaleRefund index',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/sale-refunds/{sale_refund_id}',
      operationId: 'systemShowSaleRefund',
      summary: 'Sales: SaleRefund show',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
