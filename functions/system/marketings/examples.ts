import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/marketings, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListMarketings: { query: { status: 'running', project_id: '1' } },
  systemListCampaignGoals: { query: { per_page: '2' } },
  systemListCampaignTypes: { query: { per_page: '2' } },
  systemShowMarketing: { path: { marketing_id: '1' } },
  systemShowCampaignGoal: { path: { campaign_goal_id: '1' } },
  systemShowCampaignType: { path: { campaign_type_id: '1' } },
};
