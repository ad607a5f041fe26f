import type { ResourceModule } from '../../../shared/http/route';

export const systemArchive = {
  surface: 'system',
  resource: 'archive',
  grants: { table: 'readwrite', bucket: 'read', fieldEncryption: true },
  routes: [
    {
      method: 'GET',
      path: '/archive',
      operationId: 'systemExploreArchive',
      summary: 'Archive: Explore Archive',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/archive/{archive_id}/create-folder',
      operationId: 'systemCreateArchiveFolder',
      summary: 'Archive: create folder',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
