import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/bookings, on the demo data of `npm start`
 * (infra/local/seed/property.ts): unit 1 is available, unit 2 held for the demo client with one
 * waiting behind it, unit 12 held by the demo staff user with a solvency recorded; lead 6 (Reem
 * Al-Dosari, project 2) has no client yet. The example holds are cancelled again.
 */
export const examples: ModuleExamples = {
  staffMakeBooking: { path: { unit_id: '1' }, body: { client_id: '20' } },
  staffMakeBookingForAttentionRequest: { path: { unit_id: '26' }, body: { attention_request_id: '6' } },
  staffBookingGetData: { path: { unit_id: '2' } },
  staffCancelBooking: {
    path: { unit_id: '1' },
    body: { reason: 'The client chose another unit.' },
    after: ['staffMakeBooking'],
  },
  staffBookingSendToAcceptance: { path: { unit_id: '12' } },
};
