import { abilitiesFor } from '../../../shared/auth/abilities';
import { updateEntity } from '../../../shared/db/entity-store';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { deleteOperation } from '../../../shared/domain/sale-operations/operation-changes';
import { payOperation } from '../../../shared/domain/sale-operations/pay';
import { SALE } from '../../../shared/domain/sales/sales';
import { initSale } from '../../../shared/domain/sales-support/init-sale';
import { findByEmailOrPhone, USER } from '../../../shared/domain/users/users';
import { createDemoInitSaleHold } from './init-sale';
import { demoRoleEmail } from './people';

/**
 * A contracted sale of its own with one deleted payment (SAR 1,000 cash), for the restore and
 * is-allow-restore examples: seeded once (the event replays use it) and made afresh for each
 * Postman run (`POST {base_url}/local/sale-operations/deleted`), since a restore is done once.
 * The sale is moved to `contracted` directly, without the contract's approval, which the examples do not need.
 */
export async function createDemoDeletedOperation(): Promise<{ sale_id: number; operation_id: number }> {
  const { saleId, viewer } = await createDemoContractedSaleFor();
  const paid = await payOperation(viewer, saleId, {
    amount: 100_000,
    method: 'cash',
    paid_at: new Date(Date.now() - 3_600_000).toISOString(),
    reference_no: 'CASH-DEMO-1',
  });
  await deleteOperation(viewer, saleId, paid.id, 'Entered on the wrong sale.');
  return { sale_id: saleId, operation_id: paid.id };
}

/** A contracted cash sale of its own on a fresh unit, and the demo sales director who made it. */
export async function createDemoContractedSaleFor() {
  const hold = await createDemoInitSaleHold();
  const director = await findByEmailOrPhone(USER, demoRoleEmail('sales_director'));
  if (!director) throw new Error('the demo sales director is missing: start again without --data');
  const viewer = await readStaffCaller(director.id);
  const actor = { kind: 'staff' as const, id: director.id, abilities: abilitiesFor(['sales_director']) };
  const sale = await initSale(viewer, actor, hold.unit_id, { purchase_method: 'cash' });
  const saleId = Number(sale.id);
  await updateEntity(SALE, saleId, { status: 'contracted' }, { recordName: 'sale' });
  return { saleId, viewer };
}
