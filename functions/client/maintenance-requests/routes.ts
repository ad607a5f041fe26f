import type { ResourceModule } from '../../../shared/http/route';

export const clientMaintenanceRequests = {
  surface: 'client',
  resource: 'maintenance-requests',
  grants: { table: 'readwrite', bucket: 'readwrite' },
  routes: [
    {
      method: 'GET',
      path: '/maintenance-request',
      operationId: 'clientListMaintenanceRequests',
      summary: 'MaintenanceRequest: index',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: '/maintenance-request/{maintenance_request_id}/add-comment',
      operationId: 'clientAddMaintenanceComment',
      summary: 'MaintenanceRequest: add comment',
      access: { kind: 'client' },
    },
  ],
} as const satisfies ResourceModule;
