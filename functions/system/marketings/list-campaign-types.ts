import * as z from 'zod/mini';
import { campaignTypes } from '../../../shared/domain/marketing/marketings';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest, paginate } from '../../../shared/http/pagination';

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
  async ({ query, request }) => {
    const asked = pageRequest(query, request.resourceUrl);
    const { items, total } = await campaignTypes.list(asked);
    return page(paginate(items, { ...asked, total }));
  },
);
