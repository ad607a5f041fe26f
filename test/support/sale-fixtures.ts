import { abilitiesFor } from '../../shared/auth/abilities';
import { getEntity, updateEntity } from '../../shared/db/entity-store';
import { readStaffCaller } from '../../shared/domain/callers/staff-caller';
import type { Actor } from '../../shared/domain/lifecycle/lifecycle';
import { SALE } from '../../shared/domain/sales/sales';
import { initSale } from '../../shared/domain/sales-support/init-sale';
import { heldUnit } from './init-sale-fixtures';

/**
 * A sale of the test's own, initialised from an accepted booking (SAR 5,000 earnest money paid with
 * its receipt, unless `orbon` says otherwise; cash), moved to `status` (default `contracted`) as the contract step would: its agent is the
 * viewer that sees it (own scope).
 */
export async function ownSale(options: { status?: string; price?: number; orbon?: number } = {}) {
  const held = await heldUnit({
    ...(options.price ? { price: options.price } : {}),
    ...(options.orbon !== undefined ? { orbon: options.orbon } : {}),
  });
  const viewer = await readStaffCaller(held.agent.id);
  const actor: Actor = { kind: 'staff', id: held.agent.id, abilities: abilitiesFor(['sales_agent']) };
  const created = await initSale(viewer, actor, held.unit.id, { purchase_method: 'cash' });
  const saleId = Number(created.id);
  const status = options.status ?? 'contracted';
  if (status !== 'draft') await updateEntity(SALE, saleId, { status }, { recordName: 'sale' });
  const sale = await getEntity(SALE, saleId, 'sale');
  return { held, viewer, sale };
}
