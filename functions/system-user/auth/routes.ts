import type { ResourceModule } from '../../../shared/http/route';

export const staffAuth = {
  surface: 'system-user',
  resource: 'auth',
  grants: { table: 'readwrite' },
  routes: [
    {
      method: 'POST',
      path: '/login',
      operationId: 'staffLogin',
      summary: 'Auth: login',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
