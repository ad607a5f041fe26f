import type { ResourceModule } from '../../../shared/http/route';

export const systemMarketings = {
  surface: 'system',
  resource: 'marketings',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/marketings/campaign-types',
      operationId: 'systemListCampaignTypes',
      summary: 'marketings: campaign-types',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/marketings/campaign-types/{campaign_type_id}',
      operationId: 'systemShowCampaignType',
      summary: 'marketings: show campaign type',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/marketings/campaign-goals',
      operationId: 'systemListCampaignGoals',
      summary: 'marketings: campaign-goals',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/marketings/campaign-goals/{campaign_goal_id}',
      operationId: 'systemShowCampaignGoal',
      summary: 'marketings: show campaign goals',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/marketings',
      operationId: 'systemListMarketings',
      summary: 'marketings: index',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/marketings/{marketing_id}',
      operationId: 'systemShowMarketing',
      summary: 'marketings: show',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
