import {
  countsOf,
  getEntity,
  listPage,
  listSearch,
  loadEntities,
  type StoredEntity,
} from '../../db/entity-store';
import { statusAndProject } from '../../db/filters';
import type { PageRequest } from '../lists';
import {
  AREA,
  type AreaRecord,
  areaSummary,
  BLOCK,
  blockSummary,
  CITY,
  type CityRecord,
  citySummary,
} from '../locations/locations';
import {
  LAND_OWNER,
  LAND_OWNER_FIELDS,
  PROJECT,
  type ProjectEntity,
  projectSimple,
} from '../projects/projects';
import { pickFields, summaryOf } from '../records';

export const LAND = 'LAND';

/** Where a plot stands in its acquisition: offered, being negotiated, bought. */
export const LAND_STATUSES = ['available', 'under_negotiation', 'purchased'] as const;

export const LAND_FIELDS = [
  'id',
  'name',
  'project_id',
  'land_owner_id',
  'city_id',
  'area_id',
  'block_id',
  'area',
  'price',
  'deed_number',
  'status',
  'created_at',
] as const;

export type Land = Record<Exclude<(typeof LAND_FIELDS)[number], 'id' | 'created_at'>, unknown>;
type LandEntity = Land & StoredEntity;
type LandOwnerEntity = Record<(typeof LAND_OWNER_FIELDS)[number], unknown> & StoredEntity;

/** Land records with their project, owner, city, area and block (one batch read). */
async function landRecords(lands: LandEntity[]) {
  const loaded = await loadEntities(
    lands.flatMap((land) => [
      { type: PROJECT, id: land.project_id as number | null },
      { type: LAND_OWNER, id: land.land_owner_id as number | null },
      { type: CITY, id: land.city_id as number | null },
      { type: AREA, id: land.area_id as number | null },
      { type: BLOCK, id: land.block_id as number | null },
    ]),
  );
  return Promise.all(
    lands.map(async (land) => ({
      ...pickFields(land, LAND_FIELDS),
      project: await projectSimple(loaded.get<ProjectEntity>(PROJECT, land.project_id as number | null)),
      landOwner: summaryOf(loaded.get(LAND_OWNER, land.land_owner_id as number | null), LAND_OWNER_FIELDS),
      city: citySummary(loaded.get<CityRecord>(CITY, land.city_id as number | null)),
      areaRecord: areaSummary(loaded.get<AreaRecord>(AREA, land.area_id as number | null)),
      block: blockSummary(loaded.get<AreaRecord>(BLOCK, land.block_id as number | null)),
    })),
  );
}

/** A page of lands, newest first; `status` and `project_id` run on the collection index. */
export async function listLands(
  options: PageRequest & { filters: { status?: string | undefined; project_id?: number | undefined } },
) {
  const filter = statusAndProject(options.filters);
  const { items, total } = await listPage<Land>(LAND, options.page, options.perPage, filter);
  return { items: await landRecords(items), total };
}

/** One land with its nested records (404 when missing). */
export async function showLand(id: number) {
  const [record] = await landRecords([await getEntity<Land>(LAND, id, 'land')]);
  return record;
}

/** Land owner records: the summary fields, how many lands they own, when recorded. */
async function landOwnerRecords(owners: LandOwnerEntity[]) {
  const refs = owners.map((owner) => ({ type: LAND_OWNER, id: owner.id }));
  const counts = await countsOf(refs);
  return owners.map((owner, index) => ({
    ...pickFields(owner, LAND_OWNER_FIELDS),
    lands_count: Number(counts.get(refs[index] as (typeof refs)[number])?.[LAND] ?? 0),
    created_at: owner.created_at,
  }));
}

/** A page of land owners, newest first; `search` finds them by name, e-mail or phone words. */
export async function listLandOwners(options: PageRequest & { search?: string | undefined }) {
  const { items, total } = options.search
    ? await listSearch<LandOwnerEntity>(LAND_OWNER, options.search, options.page, options.perPage)
    : await listPage<LandOwnerEntity>(LAND_OWNER, options.page, options.perPage);
  return { items: await landOwnerRecords(items), total };
}

/** One land owner (404 when missing). */
export async function showLandOwner(id: number) {
  const [record] = await landOwnerRecords([await getEntity<LandOwnerEntity>(LAND_OWNER, id, 'land owner')]);
  return record;
}
