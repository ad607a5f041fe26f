import { type EntityOf, entityType } from '../../db/entity-type';
import { AREA, areaSummary, BLOCK, blockSummary, CITY, citySummary } from '../locations/locations';
import { LAND_OWNER, LAND_OWNER_FIELDS, PROJECT, projectSimple } from '../projects/projects';
import { STATUS_AND_PROJECT_LISTS, statusAndProjectFilters } from '../read-models/list-filters';
import { defineReadModel, join } from '../read-models/read-model';
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

export const LAND = entityType<Land>('LAND', { lists: [...STATUS_AND_PROJECT_LISTS] });

type LandEntity = EntityOf<typeof LAND>;
type LandOwnerEntity = EntityOf<typeof LAND_OWNER>;

/** Land records with their project, owner, city, area and block (one batch read per page). */
const lands = defineReadModel({
  type: LAND,
  recordName: 'land',
  joins: {
    project: join(PROJECT, 'project_id'),
    landOwner: join(LAND_OWNER, 'land_owner_id'),
    city: join(CITY, 'city_id'),
    area: join(AREA, 'area_id'),
    block: join(BLOCK, 'block_id'),
  },
  filters: statusAndProjectFilters,
  build: async (land: LandEntity, { joined }) => ({
    ...pickFields(land, LAND_FIELDS),
    project: await projectSimple(joined.project),
    landOwner: summaryOf(joined.landOwner, LAND_OWNER_FIELDS),
    city: citySummary(joined.city),
    areaRecord: areaSummary(joined.area),
    block: blockSummary(joined.block),
  }),
});

/** A page of lands, newest first, by `status`, `project_id` or both (declared lists). */
export const listLands = lands.list;

/** One land with its nested records (404 when missing). */
export const showLand = lands.show;

/** Land owner records: the summary fields, how many lands they own, when recorded. */
const landOwners = defineReadModel({
  type: LAND_OWNER,
  recordName: 'land owner',
  counts: [LAND],
  searchable: true,
  build: (owner: LandOwnerEntity, { counts }) => ({
    ...pickFields(owner, LAND_OWNER_FIELDS),
    lands_count: counts[LAND],
    created_at: owner.created_at,
  }),
});

/** A page of land owners, newest first; `search` finds them by name, e-mail or phone words. */
export const listLandOwners = landOwners.list;

/** One land owner (404 when missing). */
export const showLandOwner = landOwners.show;
