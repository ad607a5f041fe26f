import type { ResourceModule } from '../../../shared/http/route';

export const systemQualificationRequests = {
  surface: 'system',
  resource: 'qualification-requests',
  grants: { table: 'readwrite' },
  routes: [
    {
      method: 'GET',
      path: '/qualification-requests/get-create-data',
      operationId: 'systemQualificationFormData',
      summary: 'qualification-requests: get-create-data',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/qualification-requests/store',
      operationId: 'systemStoreQualificationRequest',
      summary: 'qualification-requests: store',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
