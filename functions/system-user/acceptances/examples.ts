import { freshApproval } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/acceptances, on the demo data of `npm start`
 * (infra/local/seed/acceptances.ts: acceptances 1 to 7 wait for the demo staff user).
 */
/** `POST {base_url}/local/acceptances/discounts`: a fresh pending discount approval (no submit operation yet). */
export const fixtures: LocalFixtures = {
  'acceptances/discounts': async () => ({
    id: await (await import('../../../infra/local/seed/acceptances')).createDemoApproval(),
  }),
};

export const examples: ModuleExamples = {
  staffDailyDigestLogs: {},
  staffListAcceptances: { query: { tab: 'to_me', per_page: '2' } },
  staffShowAcceptance: { path: { acceptance_id: '1' } },
  staffAcceptanceFormData: {},
  // An approval is decided once: the Postman run's accept and reject each decide one made for it.
  staffAcceptAcceptance: {
    path: { acceptance_id: '2' },
    body: { comment: 'Within the season budget.' },
    postman: freshApproval('accepted_acceptance_id'),
  },
  staffRejectAcceptance: {
    path: { acceptance_id: '3' },
    body: { reason: 'Exceeds the project margin.' },
    postman: freshApproval('rejected_acceptance_id'),
  },
  staffAcceptAllAcceptances: { body: { 'ids[0]': '4', 'ids[1]': '5', 'ids[2]': '999' } },
  staffRefuseAllAcceptances: { body: { 'ids[0]': '6', reason: 'Offer withdrawn.' } },
  staffAddAcceptanceNotification: {
    path: { acceptance_id: '7' },
    body: { 'user_ids[0]': '2', message: 'Please review before Thursday.' },
  },
  staffDailyDigestFilter: { body: { approvable_type: 'discount' } },
};
