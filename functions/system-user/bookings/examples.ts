import { freshBookingFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/bookings, on the demo data of `npm start`
 * (infra/local/seed/property.ts): unit 1 is available, unit 2 held for the demo client with one
 * waiting behind it, unit 12 held by the demo staff user with a solvency recorded; lead 6 (Reem
 * Al-Dosari, project 2) has no client yet. The example holds are cancelled again.
 */
/** `POST {base_url}/local/bookings/fixtures`: a fresh unit and lead, and a held unit with its solvency. */
export const fixtures: LocalFixtures = {
  'bookings/fixtures': async () =>
    (await import('../../../infra/local/seed/init-sale')).createDemoBookingFixtures(),
};

export const examples: ModuleExamples = {
  staffMakeBooking: { path: { unit_id: '1' }, body: { client_id: '20' } },
  staffMakeBookingForAttentionRequest: {
    path: { unit_id: '26' },
    body: { attention_request_id: '6' },
    // A client holds one unit a project: the Postman run holds a fresh unit for a fresh lead.
    postman: freshBookingFixture({
      path: { unit_id: '{{lead_unit_id}}' },
      body: { attention_request_id: '{{attention_request_id}}' },
    }),
  },
  staffBookingGetData: { path: { unit_id: '2' } },
  staffCancelBooking: {
    path: { unit_id: '1' },
    body: { reason: 'The client chose another unit.' },
    after: ['staffMakeBooking'],
  },
  // A hold is sent once: the Postman run sends a fresh one.
  staffBookingSendToAcceptance: {
    path: { unit_id: '12' },
    postman: freshBookingFixture({ path: { unit_id: '{{send_unit_id}}' } }),
  },
};
