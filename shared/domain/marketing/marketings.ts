import { type EntityType, entityType } from '../../db/entity-type';
import { PROJECT, projectSimple } from '../projects/projects';
import { STATUS_AND_PROJECT_LISTS, statusAndProjectFilters } from '../read-models/list-filters';
import { defineReadModel, join } from '../read-models/read-model';
import { pickFields, summaryOf } from '../records';

/** A marketing campaign of a project, of one type and aimed at one goal. */
export interface Marketing {
  name: string;
  project_id: number | null;
  campaign_type_id: number | null;
  campaign_goal_id: number | null;
  platform: string | null;
  budget: number | null;
  spent: number | null;
  start_date: string | null;
  end_date: string | null;
  status: string;
  leads_count: number | null;
}

/** A kind of campaign (social media, search ads, ...). */
export interface CampaignType {
  name: string;
  description: string | null;
  is_active: boolean;
}

/** What a campaign aims at, and the figure that measures it. */
export interface CampaignGoal {
  name: string;
  target_metric: string | null;
  target_value: number | null;
  description: string | null;
}

export const MARKETING = entityType<Marketing>('MARKETING', { lists: [...STATUS_AND_PROJECT_LISTS] });
export const CAMPAIGN_TYPE = entityType<CampaignType>('CAMPAIGN_TYPE', { lists: [] });
export const CAMPAIGN_GOAL = entityType<CampaignGoal>('CAMPAIGN_GOAL', { lists: [] });

/** A campaign's life: planned, running, finished. */
export const MARKETING_STATUSES = ['planned', 'running', 'finished'] as const;

export const MARKETING_FIELDS = [
  'id',
  'name',
  'project_id',
  'campaign_type_id',
  'campaign_goal_id',
  'platform',
  'budget',
  'spent',
  'start_date',
  'end_date',
  'status',
  'leads_count',
  'created_at',
] as const;
export const CAMPAIGN_TYPE_SIMPLE_FIELDS = ['id', 'name'] as const;
export const CAMPAIGN_TYPE_FIELDS = ['id', 'name', 'description', 'is_active', 'created_at'] as const;
export const CAMPAIGN_GOAL_SIMPLE_FIELDS = ['id', 'name', 'target_metric', 'target_value'] as const;
export const CAMPAIGN_GOAL_FIELDS = [
  'id',
  'name',
  'target_metric',
  'target_value',
  'description',
  'created_at',
] as const;

/** Campaign records with their project, type and goal (one batch read per page). */
const marketings = defineReadModel({
  type: MARKETING,
  recordName: 'marketing campaign',
  joins: {
    project: join(PROJECT, 'project_id'),
    campaignType: join(CAMPAIGN_TYPE, 'campaign_type_id'),
    campaignGoal: join(CAMPAIGN_GOAL, 'campaign_goal_id'),
  },
  filters: statusAndProjectFilters,
  build: async (marketing, { joined }) => ({
    ...pickFields(marketing, MARKETING_FIELDS),
    project: await projectSimple(joined.project),
    campaignType: summaryOf(joined.campaignType, CAMPAIGN_TYPE_SIMPLE_FIELDS),
    campaignGoal: summaryOf(joined.campaignGoal, CAMPAIGN_GOAL_SIMPLE_FIELDS),
  }),
});

/** A page of marketing campaigns, newest first, by `status`, `project_id` or both (declared lists). */
export const listMarketings = marketings.list;

/** One campaign with its project, type and goal (404 when missing). */
export const showMarketing = marketings.show;

/** Types or goals with the number of campaigns linked under each. */
const catalogue = <T extends object>(type: EntityType<T>, recordName: string, fields: readonly string[]) =>
  defineReadModel({
    type,
    recordName,
    counts: [MARKETING],
    build: (entity, { counts }) => ({
      ...pickFields(entity, fields),
      marketings_count: counts[MARKETING],
    }),
  });

export const campaignTypes = catalogue(CAMPAIGN_TYPE, 'campaign type', CAMPAIGN_TYPE_FIELDS);
export const campaignGoals = catalogue(CAMPAIGN_GOAL, 'campaign goal', CAMPAIGN_GOAL_FIELDS);
