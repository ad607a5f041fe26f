import { countsOf, getEntity, listPage, listSearch, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { statusAndProject } from '../../db/filters';
import type { PageRequest } from '../lists';
import { AREA, areaSummary, BLOCK, blockSummary, CITY, citySummary } from '../locations/locations';
import { LAND_OWNER, LAND_OWNER_FIELDS, PROJECT, projectSimple } from '../projects/projects';
import { pickFields, summaryOf } from '../records';

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

/** A plot of land, bought from a land owner for a project; listed under both. */
export interface Land {
  name: string;
  project_id: number | null;
  land_owner_id: number | null;
  city_id: number | null;
  area_id: number | null;
  block_id: number | null;
  /** Square metres. */
  area: number | null;
  price: number | null;
  deed_number: number | null;
  status: string;
}

export const LAND = entityType<Land>('LAND');

type LandEntity = EntityOf<typeof LAND>;
type LandOwnerEntity = EntityOf<typeof LAND_OWNER>;

/** Land records with their project, owner, city, area and block (one batch read). */
async function landRecords(lands: LandEntity[]) {
  const loaded = await loadEntities(
    lands.flatMap((land) => [
      { type: PROJECT, id: land.project_id },
      { type: LAND_OWNER, id: land.land_owner_id },
      { type: CITY, id: land.city_id },
      { type: AREA, id: land.area_id },
      { type: BLOCK, id: land.block_id },
    ]),
  );
  return Promise.all(
    lands.map(async (land) => ({
      ...pickFields(land, LAND_FIELDS),
      project: await projectSimple(loaded.get(PROJECT, land.project_id)),
      landOwner: summaryOf(loaded.get(LAND_OWNER, land.land_owner_id), LAND_OWNER_FIELDS),
      city: citySummary(loaded.get(CITY, land.city_id)),
      areaRecord: areaSummary(loaded.get(AREA, land.area_id)),
      block: blockSummary(loaded.get(BLOCK, land.block_id)),
    })),
  );
}

/** A page of lands, newest first; `status` and `project_id` run on the collection index. */
export async function listLands(
  options: PageRequest & { filters: { status?: string | undefined; project_id?: number | undefined } },
) {
  const filter = statusAndProject(options.filters);
  const { items, total } = await listPage(LAND, options.page, options.perPage, filter);
  return { items: await landRecords(items), total };
}

/** One land with its nested records (404 when missing). */
export async function showLand(id: number) {
  const [record] = await landRecords([await getEntity(LAND, id, 'land')]);
  return record;
}

/** Land owner records: the summary fields, how many lands they own, when recorded. */
async function landOwnerRecords(owners: LandOwnerEntity[]) {
  const counts = await countsOf(owners.map((owner) => ({ type: LAND_OWNER, id: owner.id })));
  return owners.map((owner) => ({
    ...pickFields(owner, LAND_OWNER_FIELDS),
    lands_count: Number(counts.get({ type: LAND_OWNER, id: owner.id })?.[LAND] ?? 0),
    created_at: owner.created_at,
  }));
}

/** A page of land owners, newest first; `search` finds them by name, e-mail or phone words. */
export async function listLandOwners(options: PageRequest & { search?: string | undefined }) {
  const { items, total } = options.search
    ? await listSearch(LAND_OWNER, options.search, options.page, options.perPage)
    : await listPage(LAND_OWNER, options.page, options.perPage);
  return { items: await landOwnerRecords(items), total };
}

/** One land owner (404 when missing). */
export async function showLandOwner(id: number) {
  const [record] = await landOwnerRecords([await getEntity(LAND_OWNER, id, 'land owner')]);
  return record;
}
