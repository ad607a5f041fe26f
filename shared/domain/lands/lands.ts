import type { StoredEntity } from '../../db/entity-store';
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
import { statusAndProjectFilters } from '../read-models/list-filters';
import { defineReadModel, join } from '../read-models/read-model';
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

/** Land records with their project, owner, city, area and block (one batch read per page). */
const lands = defineReadModel({
  type: LAND,
  recordName: 'land',
  joins: {
    project: join<ProjectEntity>(PROJECT, 'project_id'),
    landOwner: join(LAND_OWNER, 'land_owner_id'),
    city: join<CityRecord>(CITY, 'city_id'),
    area: join<AreaRecord>(AREA, 'area_id'),
    block: join<AreaRecord>(BLOCK, 'block_id'),
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

/** A page of lands, newest first; `status` and `project_id` run on the collection index. */
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
