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
    {
      method: 'GET',
      path: '/projects/{project_id}/units',
      operationId: 'systemListProjectUnits',
      summary: 'Units: show units by project',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/units/{unit_id}',
      operationId: 'systemShowUnit',
      summary: 'Units: show',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
