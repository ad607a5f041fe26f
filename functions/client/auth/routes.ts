import type { ResourceModule } from '../../../shared/http/route';

export const clientAuth = {
  surface: 'client',
  resource: 'auth',
  grants: { table: 'readwrite' },
  routes: [
    {
      method: 'POST',
      path: '/login',
      operationId: 'clientLogin',
      summary: 'Auth: login',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
