import type { ResourceModule } from '../../../shared/http/route';

export const systemRentalRequests = {
  surface: 'system',
  resource: 'rental-requests',
  grants: { table: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/rental-requests',
      operationId: 'systemListRentalRequests',
      summary: 'Rental Requests: rental-requests',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/rental-requests/{rental_request_id}',
      operationId: 'systemShowRentalRequest',
      summary: 'Rental Requests: show rental-requests',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
