import * as z from 'zod/mini';
import { listCompanySubscriptions } from '../../../shared/domain/subscriptions/company-subscriptions';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/company-subscriptions: the company's subscription periods, newest first. */
export const systemListCompanySubscriptions = defineOperation(
  {
    method: 'GET',
    path: '/company-subscriptions',
    operationId: 'systemListCompanySubscriptions',
    summary: 'CompanySubscription: index',
    response: { kind: 'list', record: 'CompanySubscription' },
    query: z.object(paginationQuery),
  },
  async ({ request }) => page(await listCompanySubscriptions(request.page), request),
);
