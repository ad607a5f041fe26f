import type { ResourceModule } from '../../../shared/http/route';

export const clientAuth = {
  surface: 'client',
  resource: 'auth',
  grants: { table: 'readwrite', bucket: 'read' },
  routes: [
    {
      method: 'POST',
      path: '/login',
      operationId: 'clientLogin',
      summary: 'Auth: login',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/profile',
      operationId: 'clientProfile',
      summary: 'Auth: profile',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: '/logout',
      operationId: 'clientLogout',
      summary: 'Auth: logout',
      access: { kind: 'client' },
    },
  ],
} as const satisfies ResourceModule;
