import type { ResourceModule } from '../../../shared/http/route';

export const systemClients = {
  surface: 'system',
  resource: 'clients',
  routes: [
    { method: 'GET', path: '/clients', operationId: 'systemListClients', summary: 'Clients: index', access: { kind: 'keys' } },
  ],
} as const satisfies ResourceModule;
