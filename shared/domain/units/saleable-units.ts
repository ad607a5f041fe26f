import { findEntity, listPage, loadEntities } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { downloadableFiles } from '../../files/files';
import type { PageRequest } from '../lists';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
import { pickFields } from '../records';
import { ON_SALE, UNIT, type UnitEntity } from './units';

/**
 * What a customer may see of a unit on sale: its description and prices, never its meter, deed or
 * document numbers, nor who booked or bought it.
 */
export const SALEABLE_FIELDS = [
  'id',
  'building_id',
  'project_id',
  'name',
  'name_full',
  'status',
  'url_360',
  'floor',
  'room_count',
  'bathroom_count',
  'area',
  'is_furnished',
  'garage',
  'air_conditioner_count',
  'view',
  'interface',
  'ac_type',
  'board_type',
  'tax_rate',
  'price_before_tax',
  'tax_value',
  'price_after_tax',
  'website_price',
] as const;

export interface SaleableFilters {
  project_id?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  rooms?: number | undefined;
  min_rooms?: number | undefined;
}

/** A unit is saleable while it is available and not offered for rent. */
const isSaleable = (unit: UnitEntity | undefined): unit is UnitEntity =>
  unit !== undefined && unit.status === ON_SALE.status && unit.is_for_rent === ON_SALE.is_for_rent;

/** The largest room count a unit holds: `min_rooms` asks the room counts from it up to this one. */
export const MAX_ROOM_COUNT = 50;

/**
 * Units available for sale matching every given filter: newest first, or by price after tax
 * (cheapest first) when a price bound is given. `min_rooms` reads the lists of each room count from
 * it up to MAX_ROOM_COUNT together.
 */
export async function listSaleableUnits(options: PageRequest & { filters: SaleableFilters }) {
  const { filters } = options;
  const priced = filters.min_price !== undefined || filters.max_price !== undefined;
  const rooms =
    filters.min_rooms === undefined
      ? filters.rooms
      : Array.from(
          { length: Math.max(0, MAX_ROOM_COUNT - filters.min_rooms + 1) },
          (_, index) => (filters.min_rooms as number) + index,
        ).filter((count) => filters.rooms === undefined || count === filters.rooms);
  const { items, total } = await listPage(UNIT, options.page, options.perPage, {
    filters: { ...ON_SALE, project_id: filters.project_id, room_count: rooms },
    ...(priced
      ? { range: { attribute: 'price_after_tax', from: filters.min_price, to: filters.max_price } }
      : {}),
  });
  return { items: await saleableRecords(items), total };
}

/** One unit on sale; a unit that is sold, booked, rented or missing answers the same 404. */
export async function showSaleableUnit(id: number) {
  const [record] = await saleableRecords([await findSaleable(id)]);
  return record;
}

/** The documents of a unit on sale, each with a short-lived download URL. */
export async function saleableUnitFiles(id: number) {
  const unit = await findSaleable(id);
  return { unit_id: unit.id, files: await downloadableFiles(unit.files) };
}

async function findSaleable(id: number): Promise<UnitEntity> {
  const unit = await findEntity(UNIT, id);
  if (!isSaleable(unit)) throw new NotFoundError('saleable detail');
  return unit;
}

async function saleableRecords(units: UnitEntity[]) {
  const loaded = await loadEntities(
    units.flatMap((unit) => [
      { type: PROJECT, id: unit.project_id },
      { type: BUILDING, id: unit.building_id },
    ]),
  );
  return Promise.all(
    units.map(async (unit) => ({
      ...pickFields(unit, SALEABLE_FIELDS),
      project: await projectSimple(loaded.get(PROJECT, unit.project_id)),
      building: buildingSimple(loaded.get(BUILDING, unit.building_id)),
    })),
  );
}
