import * as z from 'zod/mini';
import { campaignTypes } from '../../../shared/domain/marketing/marketings';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/marketings/campaign-types: CampaignType records, newest first. */
export const systemListCampaignTypes = defineOperation(
  {
    method: 'GET',
    path: '/marketings/campaign-types',
    operationId: 'systemListCampaignTypes',
    summary: 'marketings: campaign-types',
    response: { kind: 'list', record: 'CampaignType' },
    query: z.object(paginationQuery),
  },
  async ({ request }) => page(await campaignTypes.list(request.page), request),
);
