import { clientStatistics } from '../../../shared/domain/sales/client-sales';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** GET /client/statistics: the signed-in client's own counts of sales, bookings and requests, by status. */
export const clientStatisticsOperation = defineOperation(
  {
    method: 'GET',
    path: '/statistics',
    operationId: 'clientStatistics',
    summary: 'statistics',
    response: { kind: 'single', record: 'ClientStatistics' },
  },
  async ({ request }) => single(await clientStatistics(clientCaller(request).id)),
);
