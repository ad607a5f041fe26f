import type { ResourceModule } from '../../../shared/http/route';

export const systemDiscounts = {
  surface: 'system',
  resource: 'discounts',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/discounts',
      operationId: 'systemListDiscounts',
      summary: 'Discounts: index',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/discounts/{discount_id}',
      operationId: 'systemShowDiscount',
      summary: 'Discounts: show',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
