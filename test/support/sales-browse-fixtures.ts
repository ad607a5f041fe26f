import { randomUUID } from 'node:crypto';
import { tableName } from '../../shared/config/env';
import { createEntity, updateEntity } from '../../shared/db/entity-store';
import { keys } from '../../shared/db/keys';
import type { TransactItem } from '../../shared/db/transactions';
import { storeClient } from '../../shared/domain/clients/store-client';
import { DISCOUNT, type Discount } from '../../shared/domain/discounts/discounts';
import { BUILDING, PROJECT, PROJECT_FIELDS, type Project } from '../../shared/domain/projects/projects';
import { BOOKING, type Booking, SALE, type SalePricing } from '../../shared/domain/sales/sales';
import {
  UNIT,
  UNIT_FIELDS,
  UNIT_STATUS_COUNTER,
  type Unit,
  type UnitEntity,
  unitProjectCounts,
} from '../../shared/domain/units/units';

/**
 * Inventory of a test's own: a project, a building and units created as the seed creates them (the
 * project's unit counters moved with each unit), and bookings and sales written the way the hold
 * and init-sale writes will (the unit's status and its project's counters in one transaction).
 */
const nulls = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, null]));

/** A fresh project of `status` with one building and a unit per entry of `units`. */
export async function freshInventory(
  units: Array<Partial<Unit> & { status: string }>,
  project: Partial<Project> = {},
) {
  const code = randomUUID().slice(0, 6).toUpperCase();
  const created = await createEntity(PROJECT, {
    ...(nulls(PROJECT_FIELDS.filter((field) => field !== 'id')) as unknown as Project),
    name: `Browse ${code}`,
    code,
    status: 'under_construction',
    type: 'residential',
    sale_type: 'off_plan',
    ...project,
  });
  const building = await createEntity(
    BUILDING,
    {
      name: 'Building A',
      project_id: created.id,
      type: 'apartment_building',
      land_area: '1000',
      tax_value: null,
      price_after_tax: null,
    },
    { links: [{ type: PROJECT, id: created.id }] },
  );
  const made: UnitEntity[] = [];
  for (const [index, unit] of units.entries()) {
    const priceBeforeTax = 800_000 + index * 100_000;
    const record: Unit = {
      ...(nulls(UNIT_FIELDS.filter((field) => field !== 'id')) as unknown as Unit),
      building_id: building.id,
      project_id: created.id,
      is_for_rent: false,
      name: `${code}-${index + 1}`,
      room_count: 3,
      tax_rate: 5,
      price_before_tax: priceBeforeTax,
      tax_value: priceBeforeTax * 0.05,
      price_after_tax: priceBeforeTax * 1.05,
      sale_id: null,
      active_booking_id: null,
      next_booking_id: null,
      client_id: null,
      ...unit,
    };
    made.push(
      await createEntity(UNIT, record, {
        links: [
          { type: PROJECT, id: created.id },
          { type: BUILDING, id: building.id },
        ],
        counts: unitProjectCounts(record),
      }),
    );
  }
  return { project: created, building, units: made };
}

/** A client of the test's own. */
export async function freshClient(name = 'Browse client') {
  const phone = `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const client = await storeClient({ name: `${name} ${randomUUID().slice(0, 4)}`, phone });
  return { id: client.id as number, name: client.name as string };
}

/** The items that move a project's unit counters from one status to another. */
const statusCounterMove = (projectId: number, from: string, to: string): TransactItem[] =>
  from === to
    ? []
    : [
        {
          Update: {
            TableName: tableName(),
            Key: keys.counts({ type: PROJECT, id: projectId }),
            UpdateExpression: 'ADD #from :minus, #to :plus',
            ExpressionAttributeNames: { '#from': UNIT_STATUS_COUNTER(from), '#to': UNIT_STATUS_COUNTER(to) },
            ExpressionAttributeValues: { ':minus': -1, ':plus': 1 },
          },
        },
      ];

/** Moves a unit to `status` with the given pointers, its project's counters in the same transaction. */
export async function moveUnit(unit: UnitEntity, changes: Partial<Unit> & { status: string }) {
  return updateEntity(UNIT, unit.id, changes, {
    recordName: 'unit',
    current: unit,
    expectedVersion: unit.version,
    also: statusCounterMove(unit.project_id, unit.status, changes.status),
  });
}

/** A booking of a unit by an agent (the staff fields filled), as the hold writes will store it. */
export async function freshBooking(
  unit: UnitEntity,
  booking: Partial<Booking> & { client_id: number; status: string },
) {
  const now = Date.now();
  return createEntity(
    BOOKING,
    {
      unit_id: unit.id,
      building_id: unit.building_id,
      project_id: unit.project_id,
      booking_open_at: new Date(now).toISOString(),
      booking_expired_at: new Date(now + 48 * 3_600_000).toISOString(),
      hold_hours: 48,
      ...booking,
    },
    {
      links: [
        { type: UNIT, id: unit.id },
        { type: PROJECT, id: unit.project_id },
      ],
    },
  );
}

/** A sale of a unit with a price snapshot, as init sale will store it. */
export async function freshSale(
  unit: UnitEntity,
  sale: { client_id: number; sale_support_user_id: number | null; department_id?: number | null },
  pricing: SalePricing,
  totals: { paid_total: number; refunded_total: number },
) {
  return createEntity(
    SALE,
    {
      reason_for_pay_id: null,
      project_id: unit.project_id,
      building_id: unit.building_id,
      unit_id: unit.id,
      tax_reference_number: null,
      sale_type: 'bank_finance',
      target_type: 'individual',
      status: 'draft',
      purchase_method: 'bank_financing',
      pricing,
      ...sale,
      ...totals,
    },
    { links: [{ type: UNIT, id: unit.id }] },
  );
}

/** An active (approved) discount written as an approval leaves it. */
export async function approvedDiscount(
  discount: Partial<Discount> & { project_id: number; target_type: string },
) {
  return createEntity(DISCOUNT, {
    unit_id: null,
    client_id: null,
    building_id: null,
    status_updated_by_user_id: null,
    name: `Browse discount ${randomUUID().slice(0, 4)}`,
    type: 'seasonal',
    max_value: null,
    name_text: null,
    value_type: 'fixed',
    value: '1000',
    status: 'approved',
    start_date: `${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`,
    end_date: `${new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`,
    status_updated_at: null,
    ...discount,
    project_ids: [discount.project_id],
  });
}
