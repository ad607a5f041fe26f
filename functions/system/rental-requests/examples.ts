import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/rental-requests, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListRentalRequests: { query: { per_page: '2' } },
  systemShowRentalRequest: { path: { rental_request_id: '1' } },
};
