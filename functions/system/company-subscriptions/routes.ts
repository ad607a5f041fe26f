import type { ResourceModule } from '../../../shared/http/route';

export const systemCompanySubscriptions = {
  surface: 'system',
  resource: 'company-subscriptions',
  grants: { table: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/company-subscriptions',
      operationId: 'systemListCompanySubscriptions',
      summary: 'CompanySubscription: index',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
