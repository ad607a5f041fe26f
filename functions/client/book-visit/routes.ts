import type { ResourceModule } from '../../../shared/http/route';

export const clientBookVisit = {
  surface: 'client',
  resource: 'book-visit',
  grants: { table: 'readwrite', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/book-visit',
      operationId: 'clientListVisits',
      summary: 'book visit: index',
      access: { kind: 'client' },
    },
    {
      method: 'GET',
      path: '/book-visit/get-form-data',
      operationId: 'clientVisitFormData',
      summary: 'book visit: get-form-data',
      access: { kind: 'client' },
    },
    {
      method: 'POST',
      path: '/book-visit/store',
      operationId: 'clientBookVisit',
      summary: 'book visit: store',
      access: { kind: 'client' },
    },
  ],
} as const satisfies ResourceModule;
