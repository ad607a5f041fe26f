import { randomUUID } from 'node:crypto';
import { createEntity, updateEntity } from '../../shared/db/entity-store';
import { CLIENT, clientUniques, emptyClient } from '../../shared/domain/clients/clients';
import { BOOKING, type BookingEntity } from '../../shared/domain/sales/sales';
import { UNIT, type UnitEntity } from '../../shared/domain/units/units';

/** A phone number of the test's own (05 and 8 digits). */
const freshPhone = () => `05${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;

/** A client of the test's own (Arabic name by default). */
export async function testClient(name = 'محمد بن عبدالله العتيبي') {
  const client = {
    ...emptyClient,
    name,
    phone: freshPhone(),
    national_id: 1_000_000_000 + Math.floor(Math.random() * 899_999_999),
  };
  return createEntity(CLIENT, client, { uniques: clientUniques(client) });
}

/**
 * The project and building the fixture units name: ids no seeded record has, so the seeded projects'
 * counters and unit lists (which other tests read whole) stay as the seed wrote them.
 */
export const FIXTURE_PROJECT_ID = 900_001;
const FIXTURE_BUILDING_ID = 900_001;

/** A unit of the test's own (price in SAR), never on sale (the client app's lists stay the seed's). */
export async function testUnit(price = 900_000, status = 'reserved_by_management'): Promise<UnitEntity> {
  const name = `T-${randomUUID().slice(0, 6)}`;
  return createEntity(UNIT, {
    building_id: FIXTURE_BUILDING_ID,
    project_id: FIXTURE_PROJECT_ID,
    is_for_rent: false,
    name,
    status,
    url_360: null,
    floor: '1',
    room_count: 3,
    doc_unit_number: null,
    doc_number: null,
    area: '185.5',
    bathroom_count: 2,
    is_furnished: false,
    garage: null,
    tax_rate: 5,
    price_before_tax: price,
    website_price: null,
    air_conditioner_count: null,
    electricity_number_out: null,
    electricity_number_in: null,
    emptying_deed_number: null,
    deed_number: null,
    water_meter_number: null,
    view: null,
    interface: null,
    ac_type: null,
    board_type: null,
    tax_value: Math.round(price * 5) / 100,
    price_after_tax: price * 1.05,
    name_full: `Test unit ${name}`,
    sale_id: null,
    active_booking_id: null,
    next_booking_id: null,
    client_id: null,
    files: [],
  });
}

/**
 * A booked unit of the test's own: the booking written through the entity store with the staff
 * fields an agent's hold has, and the unit's pointer at it (active, or waiting behind `behind`).
 */
export async function bookedUnit(options: {
  agentId: number;
  departmentId: number | null;
  status?: string;
  price?: number;
  client?: { id: number };
  unit?: UnitEntity;
}): Promise<{ unit: UnitEntity; booking: BookingEntity; clientId: number }> {
  const unit = options.unit ?? (await testUnit(options.price, 'booked'));
  const client = options.client ?? (await testClient());
  const opened = new Date();
  const status = options.status ?? 'active';
  const waiting = status === 'waiting';
  const booking = await createEntity(
    BOOKING,
    {
      unit_id: unit.id,
      building_id: unit.building_id,
      client_id: client.id,
      project_id: unit.project_id,
      booking_open_at: opened.toISOString(),
      booking_expired_at: new Date(opened.getTime() + 48 * 3_600_000).toISOString(),
      status,
      hold_hours: 48,
      sale_support_user_id: options.agentId,
      department_id: options.departmentId,
    },
    {
      links: [
        { type: UNIT, id: unit.id },
        { type: CLIENT, id: client.id },
      ],
    },
  );
  const updated = await updateEntity(
    UNIT,
    unit.id,
    waiting ? { next_booking_id: booking.id } : { active_booking_id: booking.id, client_id: client.id },
    { recordName: 'unit' },
  );
  return { unit: updated, booking, clientId: client.id };
}
