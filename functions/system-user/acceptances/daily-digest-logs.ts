import * as z from 'zod/mini';
import { dailyDigestLog } from '../../../shared/domain/digests/daily-digest';
import { single } from '../../../shared/http/envelopes';
import { optionalDateText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/acceptances/daily-digest/logs: the signed-in staff member's newest daily
 * digest log (or that of `date`, YYYY-MM-DD), as the Client record it summarised with its sales,
 * rental requests and bookings.
 */
export const staffDailyDigestLogs = defineOperation(
  {
    method: 'GET',
    path: '/acceptances/daily-digest/logs',
    operationId: 'staffDailyDigestLogs',
    summary: 'Acceptance: daily-digest index log',
    response: { kind: 'single', record: 'ClientWithDeals', notFound: true },
    query: z.object({ date: optionalDateText() }),
  },
  async ({ query, request }) => single(await dailyDigestLog(staffCaller(request).id, query.date)),
);
