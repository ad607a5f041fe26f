import * as z from 'zod/mini';
import {
  campaignGoals,
  campaignTypes,
  listMarketings,
  MARKETING_STATUSES,
  showMarketing,
} from '../../../shared/domain/marketing/marketings';
import { page, single } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  idParameter,
  optionalIntegerText,
  paginationQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

/** GET /system/marketings/campaign-types: CampaignType records, newest first. */
export const systemListCampaignTypes = defineOperation(
  { response: { kind: 'list', record: 'CampaignType' }, query: z.object(paginationQuery) },
  async ({ query, request }) => page(await campaignTypes.list(pageRequest(query, request.resourceUrl))),
);

/** GET /system/marketings/campaign-types/{campaign_type_id}: one CampaignType. */
export const systemShowCampaignType = defineOperation(
  {
    response: { kind: 'single', record: 'CampaignType' },
    path: z.object({ campaign_type_id: idParameter() }),
  },
  async ({ path }) => single(await campaignTypes.show(path.campaign_type_id, 'campaign type')),
);

/** GET /system/marketings/campaign-goals: CampaignGoal records, newest first. */
export const systemListCampaignGoals = defineOperation(
  { response: { kind: 'list', record: 'CampaignGoal' }, query: z.object(paginationQuery) },
  async ({ query, request }) => page(await campaignGoals.list(pageRequest(query, request.resourceUrl))),
);

/** GET /system/marketings/campaign-goals/{campaign_goal_id}: one CampaignGoal. */
export const systemShowCampaignGoal = defineOperation(
  {
    response: { kind: 'single', record: 'CampaignGoal' },
    path: z.object({ campaign_goal_id: idParameter() }),
  },
  async ({ path }) => single(await campaignGoals.show(path.campaign_goal_id, 'campaign goal')),
);

/** GET /system/marketings: Marketing campaigns, newest first; filters `status`, `project_id`. */
export const systemListMarketings = defineOperation(
  {
    response: { kind: 'list', record: 'Marketing' },
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(MARKETING_STATUSES)),
      project_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query, request }) =>
    page(
      await listMarketings({
        ...pageRequest(query, request.resourceUrl),
        filters: { status: query.status, project_id: query.project_id },
      }),
    ),
);

/** GET /system/marketings/{marketing_id}: one campaign with its project, type and goal. */
export const systemShowMarketing = defineOperation(
  { response: { kind: 'single', record: 'Marketing' }, path: z.object({ marketing_id: idParameter() }) },
  async ({ path }) => single(await showMarketing(path.marketing_id)),
);
