import type { ResourceModule } from '../../../shared/http/route';

export const systemComplaints = {
  surface: 'system',
  resource: 'complaints',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/complaints/get-form-data',
      operationId: 'systemComplaintFormData',
      summary: 'complaint: get-create-data',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
