import * as z from 'zod/mini';
import { campaignGoals } from '../../../shared/domain/marketing/marketings';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest, paginate } from '../../../shared/http/pagination';

/** GET /system/marketings/campaign-goals: CampaignGoal records, newest first. */
export const systemListCampaignGoals = defineOperation(
  {
    method: 'GET',
    path: '/marketings/campaign-goals',
    operationId: 'systemListCampaignGoals',
    summary: 'marketings: campaign-goals',
    response: { kind: 'list', record: 'CampaignGoal' },
    query: z.object(paginationQuery),
  },
  async ({ query, request }) => {
    const asked = pageRequest(query, request.resourceUrl);
    const { items, total } = await campaignGoals.list(asked);
    return page(paginate(items, { ...asked, total }));
  },
);
