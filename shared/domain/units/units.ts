import { countsOf, type EntityMap, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import type { StoredFile } from '../../files/files';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import type { Comment } from '../maintenance/maintenance-requests';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
import { pickFields, summaryOf } from '../records';
import { BOOKING, bookingSimple, SALE, saleSimple } from '../sales/sales';

/**
 * A unit of a building. Besides its description and prices it points at its current sale, active
 * and next bookings and its client (buyer or owner); those pointers change in the same
 * transactions as the records.
 */
export interface Unit {
  building_id: number;
  project_id: number;
  is_for_rent: boolean;
  name: string;
  status: string;
  url_360: string | null;
  floor: string | null;
  room_count: number | null;
  doc_unit_number: number | null;
  doc_number: number | null;
  area: string | null;
  bathroom_count: number | null;
  is_furnished: boolean | null;
  garage: string | null;
  tax_rate: number | null;
  price_before_tax: number | null;
  website_price: number | null;
  air_conditioner_count: number | null;
  electricity_number_out: number | null;
  electricity_number_in: number | null;
  emptying_deed_number: number | null;
  deed_number: number | null;
  water_meter_number: number | null;
  view: string | null;
  interface: string | null;
  ac_type: string | null;
  board_type: string | null;
  tax_value: number | null;
  price_after_tax: number | null;
  name_full: string | null;
  sale_id: number | null;
  active_booking_id: number | null;
  next_booking_id: number | null;
  client_id: number | null;
  /** Public documents of the unit (floor plan, brochure), shown to customers while it is on sale. */
  files?: StoredFile[];
}

/** What puts a unit on sale: available and not offered for rent (the saleable lists hold only those). */
export const ON_SALE = { status: 'available', is_for_rent: false } as const;

/**
 * The unit lists: GET /system/units unfiltered, a project's units by status, and the units on sale
 * (GET /client/saleable-details) by project and room count, newest first or by price after tax
 * (in bands of 10 000). A create adds up to 24 list items (12 lists), a status change up to 40.
 */
export const UNIT = entityType<Unit>('UNIT', {
  lists: [
    ['status'],
    ['project_id'],
    ['project_id', 'status'],
    ...[[], ['project_id'], ['room_count'], ['project_id', 'room_count']].flatMap((filters) => [
      { where: ON_SALE, filters: filters as Array<'project_id' | 'room_count'> },
      {
        where: ON_SALE,
        filters: filters as Array<'project_id' | 'room_count'>,
        orderBy: 'price_after_tax' as const,
        step: 10_000,
      },
    ]),
  ],
});
/** Comments on a unit's maintenance requests count towards the unit's comments_count. */
export const COMMENT = entityType<Comment>('COMMENT', { lists: [['maintenance_request_id']] });
/** Clients linked to a unit (interested, owners); the buyers of its sales are SALE_CLIENT links. */
export const UNIT_CLIENT = 'UNIT_CLIENT';
export const SALE_CLIENT = 'SALE_CLIENT';

export const UNIT_SIMPLE_FIELDS = [
  'id',
  'building_id',
  'project_id',
  'is_for_rent',
  'name',
  'status',
  'floor',
  'room_count',
  'bathroom_count',
] as const;

/** Every scalar of the spec's Unit (system list) record, in its order. */
export const UNIT_FIELDS = [
  'id',
  'building_id',
  'project_id',
  'is_for_rent',
  'name',
  'status',
  'url_360',
  'floor',
  'room_count',
  'doc_unit_number',
  'doc_number',
  'area',
  'bathroom_count',
  'is_furnished',
  'garage',
  'tax_rate',
  'price_before_tax',
  'website_price',
  'air_conditioner_count',
  'electricity_number_out',
  'electricity_number_in',
  'emptying_deed_number',
  'deed_number',
  'water_meter_number',
  'view',
  'interface',
  'ac_type',
  'board_type',
  'tax_value',
  'price_after_tax',
  'name_full',
] as const;

export type UnitEntity = EntityOf<typeof UNIT>;

export const unitSimple = (unit: UnitEntity | undefined) => summaryOf(unit, UNIT_SIMPLE_FIELDS);

/** Unit records with nested project, building, sale, bookings, client and counters, loaded in two batches. */
export async function unitRecords(units: UnitEntity[]) {
  const refs = units.flatMap((unit) => [
    { type: PROJECT, id: unit.project_id },
    { type: BUILDING, id: unit.building_id },
    { type: SALE, id: unit.sale_id },
    { type: BOOKING, id: unit.active_booking_id },
    { type: BOOKING, id: unit.next_booking_id },
    { type: CLIENT, id: unit.client_id },
  ]);
  const [loaded, counts] = await Promise.all([
    loadEntities(refs),
    countsOf(units.map((unit) => ({ type: UNIT, id: unit.id }))),
  ]);
  return Promise.all(units.map((unit) => unitRecord(unit, loaded, counts.get({ type: UNIT, id: unit.id }))));
}

async function unitRecord(unit: UnitEntity, loaded: EntityMap, counts: Record<string, number> | undefined) {
  return {
    ...pickFields(unit, UNIT_FIELDS),
    project: await projectSimple(loaded.get(PROJECT, unit.project_id)),
    building: buildingSimple(loaded.get(BUILDING, unit.building_id)),
    sale: saleSimple(loaded.get(SALE, unit.sale_id)),
    activeBooking: bookingSimple(loaded.get(BOOKING, unit.active_booking_id)),
    nextBooking: bookingSimple(loaded.get(BOOKING, unit.next_booking_id)),
    client: clientSimple(loaded.get(CLIENT, unit.client_id)),
    bookings_count: Number(counts?.[BOOKING] ?? 0),
    comments_count: Number(counts?.[COMMENT] ?? 0),
    sale_clients_count: Number(counts?.[SALE_CLIENT] ?? 0),
    clients_count: Number(counts?.[UNIT_CLIENT] ?? 0),
  };
}

/** Counters a unit keeps on its project: by status, and for sale or for rent. */
export const UNIT_STATUS_PREFIX = 'UNIT_STATUS#';
export const UNIT_STATUS_COUNTER = (status: string) => `${UNIT_STATUS_PREFIX}${status}`;
export const UNIT_FOR_RENT = 'UNIT_FOR_RENT';
export const UNIT_FOR_SALE = 'UNIT_FOR_SALE';

/**
 * The project counters a new unit moves (for the real-estate portfolio). A change of a unit's
 * status or purpose must move them in the same transaction as the change.
 */
export const unitProjectCounts = (unit: { project_id: number; status: string; is_for_rent: boolean }) =>
  [UNIT_STATUS_COUNTER(unit.status), unit.is_for_rent ? UNIT_FOR_RENT : UNIT_FOR_SALE].map((counter) => ({
    parent: { type: 'PROJECT', id: unit.project_id },
    counter,
  }));
