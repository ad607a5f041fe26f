import { abilitiesFor } from '../../../shared/auth/abilities';
import { getEntity } from '../../../shared/db/entity-store';
import { transact } from '../../../shared/db/transactions';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import type { Actor } from '../../../shared/domain/lifecycle/lifecycle';
import { nextContractNumber } from '../../../shared/domain/sale-contract/contract-numbers';
import { prepareSaleStep } from '../../../shared/domain/sale-contract/sale-step';
import { SALE } from '../../../shared/domain/sales/sales';
import { initSale } from '../../../shared/domain/sales-support/init-sale';
import { findByEmailOrPhone, USER } from '../../../shared/domain/users/users';
import { ConflictError } from '../../../shared/errors';
import { createDemoInitSaleHold } from './init-sale';
import { demoRoleEmail } from './people';

/**
 * A fresh contracted sale (`POST {base_url}/local/sales/contracted`, for the force-to-emptying
 * example the Postman run repeats): init sale on a fresh hold by the demo sales director, then its
 * contract sent and accepted through the sale life cycle's own steps (with its contract number),
 * without the approval a reviewer would decide. Answers the sale's id.
 */
export async function createDemoContractedSale(): Promise<{ id: number }> {
  const hold = await createDemoInitSaleHold();
  const agent = await findByEmailOrPhone(USER, demoRoleEmail('sales_director'));
  if (!agent) throw new Error('the demo sales director is missing: start again without --data');
  const actor: Actor = { kind: 'staff', id: agent.id, abilities: abilitiesFor(['sales_director']) };
  const created = await initSale(await readStaffCaller(agent.id), actor, hold.unit_id, {
    purchase_method: 'cash',
  });
  const sale = await getEntity(SALE, Number(created.id), 'sale');
  const sent = await prepareSaleStep(sale, 'send_contract', actor);
  await transact(sent.items, () => new ConflictError());
  const at = new Date();
  const number = await nextContractNumber(sale.project_id, at);
  const contracted = await prepareSaleStep(
    sent.entity,
    'accept_contract',
    { kind: 'system', name: 'demo-seed' },
    {
      changes: { contract_number: number.contract_number, contracted_at: at.toISOString() },
    },
  );
  await transact([...contracted.items, number.guard.item], () => new ConflictError());
  return { id: sale.id };
}
