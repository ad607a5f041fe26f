import { countsOf, getEntity, listPage, loadEntities } from '../../db/entity-store';
import { type EntityOf, type EntityType, entityType } from '../../db/entity-type';
import { statusAndProject } from '../../db/filters';
import type { PageRequest } from '../lists';
import { PROJECT, projectSimple } from '../projects/projects';
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

export const MARKETING = entityType<Marketing>('MARKETING');
export const CAMPAIGN_TYPE = entityType<CampaignType>('CAMPAIGN_TYPE');
export const CAMPAIGN_GOAL = entityType<CampaignGoal>('CAMPAIGN_GOAL');

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

async function marketingRecords(marketings: Array<EntityOf<typeof MARKETING>>) {
  const loaded = await loadEntities(
    marketings.flatMap((marketing) => [
      { type: PROJECT, id: marketing.project_id },
      { type: CAMPAIGN_TYPE, id: marketing.campaign_type_id },
      { type: CAMPAIGN_GOAL, id: marketing.campaign_goal_id },
    ]),
  );
  return Promise.all(
    marketings.map(async (marketing) => ({
      ...pickFields(marketing, MARKETING_FIELDS),
      project: await projectSimple(loaded.get(PROJECT, marketing.project_id)),
      campaignType: summaryOf(
        loaded.get(CAMPAIGN_TYPE, marketing.campaign_type_id),
        CAMPAIGN_TYPE_SIMPLE_FIELDS,
      ),
      campaignGoal: summaryOf(
        loaded.get(CAMPAIGN_GOAL, marketing.campaign_goal_id),
        CAMPAIGN_GOAL_SIMPLE_FIELDS,
      ),
    })),
  );
}

/** A page of marketing campaigns, newest first; `status` and `project_id` run on the collection index. */
export async function listMarketings(
  options: PageRequest & { filters: { status?: string | undefined; project_id?: number | undefined } },
) {
  const filter = statusAndProject(options.filters);
  const { items, total } = await listPage(MARKETING, options.page, options.perPage, filter);
  return { items: await marketingRecords(items), total };
}

/** One campaign with its project, type and goal (404 when missing). */
export async function showMarketing(id: number) {
  const [record] = await marketingRecords([await getEntity(MARKETING, id, 'marketing campaign')]);
  return record;
}

/** Types or goals with the number of campaigns linked under each. */
async function withCampaignCounts<T extends object>(
  type: EntityType<T>,
  fields: readonly string[],
  entities: Array<EntityOf<EntityType<T>>>,
) {
  const counts = await countsOf(entities.map((entity) => ({ type, id: entity.id })));
  return entities.map((entity) => ({
    ...pickFields(entity, fields),
    marketings_count: Number(counts.get({ type, id: entity.id })?.[MARKETING] ?? 0),
  }));
}

const catalogue = <T extends object>(type: EntityType<T>, fields: readonly string[]) => ({
  list: async (options: PageRequest) => {
    const { items, total } = await listPage(type, options.page, options.perPage);
    return { items: await withCampaignCounts(type, fields, items), total };
  },
  show: async (id: number, recordName: string) => {
    const [record] = await withCampaignCounts(type, fields, [await getEntity(type, id, recordName)]);
    return record;
  },
});

export const campaignTypes = catalogue(CAMPAIGN_TYPE, CAMPAIGN_TYPE_FIELDS);
export const campaignGoals = catalogue(CAMPAIGN_GOAL, CAMPAIGN_GOAL_FIELDS);
