import * as z from 'zod/mini';
import { campaignTypes } from '../../../shared/domain/marketing/marketings';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/marketings/campaign-types/{campaign_type_id}: one CampaignType. */
export const systemShowCampaignType = defineOperation(
  {
    method: 'GET',
    path: '/marketings/campaign-types/{campaign_type_id}',
    operationId: 'systemShowCampaignType',
    summary: 'marketings: show campaign type',
    response: { kind: 'single', record: 'CampaignType' },
    params: z.object({ campaign_type_id: idParameter() }),
  },
  async ({ params }) => single(await campaignTypes.show(params.campaign_type_id)),
);
