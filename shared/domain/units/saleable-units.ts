import { findEntity, listPage, loadEntities } from '../../db/entity-store';
import { allOf, atLeast, atMost, equals } from '../../db/filters';
import { NotFoundError } from '../../errors';
import { downloadableFiles } from '../../files/files';
import type { PageRequest } from '../lists';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
import { pickFields } from '../records';
import { UNIT, type UnitEntity } from './units';

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
  unit !== undefined && unit.status === 'available' && unit.is_for_rent === false;

/** Units available for sale matching every given filter (price after tax, room count), newest first. */
export async function listSaleableUnits(options: PageRequest & { filters: SaleableFilters }) {
  const { filters } = options;
  const filter = allOf([
    equals('status', 'available'),
    equals('is_for_rent', false),
    equals('project_id', filters.project_id),
    equals('room_count', filters.rooms),
    atLeast('room_count', filters.min_rooms),
    atLeast('price_after_tax', filters.min_price),
    atMost('price_after_tax', filters.max_price),
  ]);
  const { items, total } = await listPage(UNIT, options.page, options.perPage, filter);
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
