import { createEntity, findEntity, getEntity, updateEntity } from '../../../shared/db/entity-store';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { BUILDING, PROJECT } from '../../../shared/domain/projects/projects';
import { BOOKING } from '../../../shared/domain/sales/sales';
import { UNIT, type Unit, unitProjectCounts } from '../../../shared/domain/units/units';
import { findByEmailOrPhone, USER } from '../../../shared/domain/users/users';
import { demoRoleEmail, type SeededPeople } from './people';
import type { SeededProperty } from './property';

/**
 * One hold ready for init sale (the `staffInitSale` example): the active booking of the last booked
 * unit, held by the demo sales agent, accepted an hour ago with 72 hours to
 * init the sale and SAR 5,000 of earnest money. Bookings get their staff fields and approvals from
 * the holds module (its seed); this one only skips the approval the example cannot wait for.
 */
export async function seedInitSaleHold(people: SeededPeople, property: SeededProperty) {
  const unit = property.units.filter((candidate) => candidate.status === 'booked').at(-1);
  const current = unit ? await findEntity(UNIT, unit.id) : undefined;
  if (!current?.active_booking_id) return;
  const booking = await findEntity(BOOKING, current.active_booking_id);
  if (!booking) return;
  const agent = people.roleUsers.sales_agent;
  const now = Date.now();
  await updateEntity(
    BOOKING,
    booking.id,
    {
      status: 'accepted',
      project_id: current.project_id,
      sale_support_user_id: agent?.id ?? people.users.staff.id,
      department_id: agent?.department_id ?? null,
      accepted_at: new Date(now - 3_600_000).toISOString(),
      init_deadline_at: new Date(now + 72 * 3_600_000).toISOString(),
      orbon_amount: 500_000,
    },
    { recordName: 'booking' },
  );
}

/**
 * A fresh unit held for init sale (`POST {base_url}/local/init-sale/holds`, for the Postman run that
 * inits a sale again on the same stack): a booked unit in building 6 of project 2 with its active
 * booking accepted for demo client 11, held by the demo sales agent. Answers the unit's id.
 */
export async function createDemoInitSaleHold(): Promise<number> {
  const template = await getEntity(UNIT, 27, 'unit');
  const agent = await findByEmailOrPhone(USER, demoRoleEmail('sales_agent'));
  const stored = ['id', 'version', 'created_at', 'updated_at', 'list_sets', 'search_words'];
  const copy = Object.fromEntries(
    Object.entries(template).filter(([name]) => !stored.includes(name)),
  ) as Unit;
  const unit = await createEntity(
    UNIT,
    {
      ...copy,
      name: `${template.name}-${String(Date.now()).slice(-6)}`,
      status: 'booked',
      sale_id: null,
      active_booking_id: null,
      next_booking_id: null,
      client_id: null,
    },
    {
      links: [
        { type: PROJECT, id: template.project_id },
        { type: BUILDING, id: template.building_id },
      ],
      counts: unitProjectCounts({ project_id: template.project_id, status: 'booked', is_for_rent: false }),
    },
  );
  const now = Date.now();
  const clientId = 11;
  const booking = await createEntity(
    BOOKING,
    {
      unit_id: unit.id,
      building_id: unit.building_id,
      project_id: unit.project_id,
      client_id: clientId,
      booking_open_at: new Date(now - 2 * 3_600_000).toISOString(),
      booking_expired_at: new Date(now + 46 * 3_600_000).toISOString(),
      status: 'accepted',
      hold_hours: 48,
      sale_support_user_id: agent?.id ?? null,
      department_id: agent?.department_id ?? null,
      accepted_at: new Date(now - 3_600_000).toISOString(),
      init_deadline_at: new Date(now + 72 * 3_600_000).toISOString(),
      orbon_amount: 500_000,
    },
    {
      links: [
        { type: UNIT, id: unit.id },
        { type: CLIENT, id: clientId },
      ],
    },
  );
  await updateEntity(
    UNIT,
    unit.id,
    { active_booking_id: booking.id, client_id: clientId },
    { recordName: 'unit', current: unit },
  );
  return unit.id;
}
