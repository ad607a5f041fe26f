import type { ResourceModule } from '../../../shared/http/route';

const base = '/maintenance-request';
const one = `${base}/{maintenance_request_id}`;

export const clientMaintenanceRequests = {
  surface: 'client',
  resource: 'maintenance-requests',
  grants: { table: 'readwrite', bucket: 'readwrite' },
  routes: [
    {
      method: 'GET',
      path: `${base}/get-form-data`,
      operationId: 'clientMaintenanceFormData',
      summary: 'MaintenanceRequest: get-form-data',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: base,
      operationId: 'clientListMaintenanceRequests',
      summary: 'MaintenanceRequest: index',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: `${base}/store`,
      operationId: 'clientStoreMaintenanceRequest',
      summary: 'MaintenanceRequest: store',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: one,
      operationId: 'clientShowMaintenanceRequest',
      summary: 'MaintenanceRequest: show',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: `${one}/update`,
      operationId: 'clientUpdateMaintenanceRequest',
      summary: 'MaintenanceRequest: update',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: `${one}/rate`,
      operationId: 'clientRateMaintenanceRequest',
      summary: 'MaintenanceRequest: rate after close',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: `${one}/comments`,
      operationId: 'clientMaintenanceComments',
      summary: 'MaintenanceRequest: comments',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: `${one}/add-comment`,
      operationId: 'clientAddMaintenanceComment',
      summary: 'MaintenanceRequest: add comment',
      access: { kind: 'client' },
    },
    {
      method: 'DELETE',
      path: one,
      operationId: 'clientDeleteMaintenanceRequest',
      summary: 'MaintenanceRequest: delete',
      access: { kind: 'client' },
    },
  ],
} as const satisfies ResourceModule;
