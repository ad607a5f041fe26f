import type { ResourceModule } from '../../../shared/http/route';

export const systemPurchaseOrders = {
  surface: 'system',
  resource: 'purchase-orders',
  grants: { table: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/purchase-orders',
      operationId: 'systemListPurchaseOrders',
      summary: 'Purchase Orders: index',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/purchase-orders/{purchase_order_id}',
      operationId: 'systemShowPurchaseOrder',
      summary: 'Purchase Orders: show',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/purchase-orders/raise-budgets',
      operationId: 'systemListRaiseBudgets',
      summary: 'Purchase Orders: raise-budgets',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/purchase-orders/raise-budgets/{raise_budget_id}',
      operationId: 'systemShowRaiseBudget',
      summary: 'Purchase Orders: show raise-budgets',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
