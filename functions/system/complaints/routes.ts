import type { ResourceModule } from '../../../shared/http/route';

export const systemComplaints = {
  surface: 'system',
  resource: 'complaints',
  grants: { table: 'readwrite', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/complaints/get-form-data',
      operationId: 'systemComplaintFormData',
      summary: 'complaint: get-create-data',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/complaints/store',
      operationId: 'systemStoreComplaint',
      summary: 'complaint: store',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
