import type { ResourceModule } from '../../../shared/http/route';

const one = '/complaints/{complaint_id}';

export const clientComplaints = {
  surface: 'client',
  resource: 'complaints',
  grants: { table: 'readwrite', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/complaints/get-form-data',
      operationId: 'clientComplaintFormData',
      summary: 'complaints: get-form-data',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: '/complaints',
      operationId: 'clientListComplaints',
      summary: 'complaints: index',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: '/complaints/store',
      operationId: 'clientStoreComplaint',
      summary: 'complaints: store',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: one,
      operationId: 'clientShowComplaint',
      summary: 'complaints: show',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: `${one}/update`,
      operationId: 'clientUpdateComplaint',
      summary: 'complaints: update',
      access: { kind: 'client' },
    },
    {
      method: 'DELETE',
      path: one,
      operationId: 'clientDeleteComplaint',
      summary: 'complaints: delete',
      access: { kind: 'client' },
    },
  ],
} as const satisfies ResourceModule;
