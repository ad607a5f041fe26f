import { homeCard } from '../../../shared/domain/home/home-card';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/home/card: the signed-in staff member (roles, job title), today in
 * Asia/Riyadh, and today's attendance (GET /hr/attendance/today; null without an employee profile).
 */
export const staffHomeCard = defineOperation(
  {
    method: 'GET',
    path: '/home/card',
    operationId: 'staffHomeCard',
    summary: 'home card',
    response: { kind: 'single', record: 'HomeCard' },
  },
  async ({ request }) => single(await homeCard(staffCaller(request).user, request.locale)),
);
