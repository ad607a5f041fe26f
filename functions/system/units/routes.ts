import type { ResourceModule } from '../../../shared/http/route';

export const systemUnits = {
  surface: 'system',
  resource: 'units',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/units',
      operationId: 'systemListUnits',
      summary: 'Units: index',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
