import type { ResourceModule } from '../../../shared/http/route';

export const systemLands = {
  surface: 'system',
  resource: 'lands',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/lands/owners',
      operationId: 'systemListLandOwners',
      summary: 'Lands: owners',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/lands/owners/{land_owner_id}',
      operationId: 'systemShowLandOwner',
      summary: 'Lands: show land owner',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/lands',
      operationId: 'systemListLands',
      summary: 'Lands: index',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/lands/{land_id}',
      operationId: 'systemShowLand',
      summary: 'Lands: show',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
