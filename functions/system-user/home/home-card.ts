import { homeCard } from '../../../shared/domain/home/home-card';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

/**
 * GET {system_user_url}/home/card: the signed-in staff member (roles, job title), today in
 * Asia/Riyadh, and today's attendance (null until HR attendance exists).
 */
export const staffHomeCard = defineOperation(
  {
    method: 'GET',
    path: '/home/card',
    operationId: 'staffHomeCard',
    summary: 'home card',
    response: { kind: 'single', record: 'HomeCard' },
  },
  async ({ request }) => single(await homeCard(requestToken(request).ownerId, request.locale)),
);
