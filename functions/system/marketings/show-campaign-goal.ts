import * as z from 'zod/mini';
import { campaignGoals } from '../../../shared/domain/marketing/marketings';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/marketings/campaign-goals/{campaign_goal_id}: one CampaignGoal. */
export const systemShowCampaignGoal = defineOperation(
  {
    method: 'GET',
    path: '/marketings/campaign-goals/{campaign_goal_id}',
    operationId: 'systemShowCampaignGoal',
    summary: 'marketings: show campaign goals',
    response: { kind: 'single', record: 'CampaignGoal' },
    params: z.object({ campaign_goal_id: idParameter() }),
  },
  async ({ params }) => single(await campaignGoals.show(params.campaign_goal_id)),
);
