import type { ResourceModule } from '../../../shared/http/route';

export const systemClients = {
  surface: 'system',
  resource: 'clients',
  grants: { table: 'readwrite', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/clients',
      operationId: 'systemListClients',
      summary: 'Clients: index',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/clients/store',
      operationId: 'systemStoreClient',
      summary: 'Clients: store',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/clients/{client_id}/update',
      operationId: 'systemUpdateClient',
      summary: 'Clients: update',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/clients/{client_id}',
      operationId: 'systemShowClient',
      summary: 'Clients: show',
      access: { kind: 'keys' },
    },
    {
      method: 'DELETE',
      path: '/clients/{client_id}',
      operationId: 'systemDeleteClient',
      summary: 'Clients: delete',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
