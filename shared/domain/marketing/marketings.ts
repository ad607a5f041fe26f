import { countsOf, getEntity, listPage, loadEntities, type StoredEntity } from '../../db/entity-store';
import { statusAndProject } from '../../db/filters';
import type { PageRequest } from '../lists';
import { PROJECT, type ProjectEntity, projectSimple } from '../projects/projects';
import { pickFields, summaryOf } from '../records';

export const MARKETING = 'MARKETING';
export const CAMPAIGN_TYPE = 'CAMPAIGN_TYPE';
export const CAMPAIGN_GOAL = 'CAMPAIGN_GOAL';

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

type Entity = Record<string, unknown> & StoredEntity;

async function marketingRecords(marketings: Entity[]) {
  const loaded = await loadEntities(
    marketings.flatMap((marketing) => [
      { type: PROJECT, id: marketing.project_id as number | null },
      { type: CAMPAIGN_TYPE, id: marketing.campaign_type_id as number | null },
      { type: CAMPAIGN_GOAL, id: marketing.campaign_goal_id as number | null },
    ]),
  );
  return Promise.all(
    marketings.map(async (marketing) => ({
      ...pickFields(marketing, MARKETING_FIELDS),
      project: await projectSimple(loaded.get<ProjectEntity>(PROJECT, marketing.project_id as number | null)),
      campaignType: summaryOf(
        loaded.get(CAMPAIGN_TYPE, marketing.campaign_type_id as number | null),
        CAMPAIGN_TYPE_SIMPLE_FIELDS,
      ),
      campaignGoal: summaryOf(
        loaded.get(CAMPAIGN_GOAL, marketing.campaign_goal_id as number | null),
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
  const { items, total } = await listPage<Entity>(MARKETING, options.page, options.perPage, filter);
  return { items: await marketingRecords(items), total };
}

/** One campaign with its project, type and goal (404 when missing). */
export async function showMarketing(id: number) {
  const [record] = await marketingRecords([await getEntity<Entity>(MARKETING, id, 'marketing campaign')]);
  return record;
}

/** Types or goals with the number of campaigns linked under each. */
async function withCampaignCounts(type: string, fields: readonly string[], entities: Entity[]) {
  const refs = entities.map((entity) => ({ type, id: entity.id }));
  const counts = await countsOf(refs);
  return entities.map((entity, index) => ({
    ...pickFields(entity, fields),
    marketings_count: Number(counts.get(refs[index] as (typeof refs)[number])?.[MARKETING] ?? 0),
  }));
}

const catalogue = (type: string, fields: readonly string[]) => ({
  list: async (options: PageRequest) => {
    const { items, total } = await listPage<Entity>(type, options.page, options.perPage);
    return { items: await withCampaignCounts(type, fields, items), total };
  },
  show: async (id: number, recordName: string) => {
    const [record] = await withCampaignCounts(type, fields, [await getEntity<Entity>(type, id, recordName)]);
    return record;
  },
});

export const campaignTypes = catalogue(CAMPAIGN_TYPE, CAMPAIGN_TYPE_FIELDS);
export const campaignGoals = catalogue(CAMPAIGN_GOAL, CAMPAIGN_GOAL_FIELDS);
