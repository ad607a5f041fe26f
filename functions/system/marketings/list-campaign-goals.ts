import * as z from 'zod/mini';
import { campaignGoals } from '../../../shared/domain/marketing/marketings';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

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
  async ({ request }) => page(await campaignGoals.list(request.page), request),
);
