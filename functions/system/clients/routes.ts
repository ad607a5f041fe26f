import type { ResourceModule } from '../../../shared/http/route';

export const systemClients = {
  surface: 'system',
  resource: 'clients',
  grants: { table: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/clients',
      operationId: 'systemListClients',
      summary: 'Clients: index',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
