import type { ResourceModule } from '../../../shared/http/route';

export const systemRealEstates = {
  surface: 'system',
  resource: 'real-estates',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/real-estates',
      operationId: 'systemListRealEstates',
      summary: 'RealEstate: index',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
