import { abilitiesFor } from '../../../shared/auth/abilities';
import { getEntity, updateEntity } from '../../../shared/db/entity-store';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import type { Actor } from '../../../shared/domain/lifecycle/lifecycle';
import { deleteSale } from '../../../shared/domain/sale-removal/sale-removal';
import { BOOKING } from '../../../shared/domain/sales/sales';
import { initSale } from '../../../shared/domain/sales-support/init-sale';
import { UNIT } from '../../../shared/domain/units/units';
import { findByEmailOrPhone, USER } from '../../../shared/domain/users/users';
import { createDemoInitSaleHold } from './init-sale';
import { demoRoleEmail } from './people';

/**
 * A draft sale that holds no money (its hold took no earnest money), for the delete-sale examples
 * (`POST {base_url}/local/sales/deletable`, a local fixture): init sale by the demo sales director
 * on a fresh hold.
 */
export async function createDemoDeletableSale(): Promise<{ sale_id: number }> {
  const hold = await createDemoInitSaleHold();
  // A hold takes the project's earnest money: this one took none, so the sale holds nothing.
  const unit = await getEntity(UNIT, hold.unit_id, 'unit');
  await updateEntity(BOOKING, Number(unit.active_booking_id), { orbon_amount: 0 }, { recordName: 'booking' });
  const agent = await findByEmailOrPhone(USER, demoRoleEmail('sales_director'));
  if (!agent) throw new Error('the demo sales director is missing: start again without --data');
  const actor: Actor = { kind: 'staff', id: agent.id, abilities: abilitiesFor(['sales_director']) };
  const sale = await initSale(await readStaffCaller(agent.id), actor, hold.unit_id, {
    purchase_method: 'cash',
  });
  return { sale_id: Number(sale.id) };
}

/** A cancelled sale for the force-delete example (`POST {base_url}/local/sales/cancelled`): a deletable one, deleted. */
export async function createDemoCancelledSale(): Promise<{ sale_id: number }> {
  const made = await createDemoDeletableSale();
  const agent = await findByEmailOrPhone(USER, demoRoleEmail('sales_director'));
  if (!agent) throw new Error('the demo sales director is missing: start again without --data');
  const actor: Actor = { kind: 'staff', id: agent.id, abilities: abilitiesFor(['sales_director']) };
  await deleteSale(await readStaffCaller(agent.id), actor, made.sale_id, 'Made for the force-delete example');
  return made;
}
