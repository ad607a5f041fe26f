import { createEntity, getEntity } from '../../../shared/db/entity-store';
import { halalasOfSar } from '../../../shared/domain/money';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { PURCHASE_ORDER } from '../../../shared/domain/purchasing/purchase-orders';
import { RAISE_BUDGET } from '../../../shared/domain/purchasing/raise-budgets';
import type { SeededPeople } from './people';
import { daysFromNow } from './time';

/**
 * Three requests to raise the budget of the demo purchase order's project (oldest first): one
 * approved, one rejected, one still pending (amounts in halalas, from before the raise budget became
 * send-order's approval: they have no approval of their own). The project manager asks; the demo
 * staff user decides.
 */
export async function seedRaiseBudgets(people: SeededPeople) {
  const order = await getEntity(PURCHASE_ORDER, 1, 'purchase order');
  const projectId = order.project_id;
  const plans = [
    {
      amount: halalasOfSar(60_000),
      reason: 'Rebar price rose 12% between the offer and the order',
      status: 'approved',
      decidedDays: -12,
    },
    {
      amount: halalasOfSar(35_000.5),
      reason: 'Night deliveries outside the agreed window',
      status: 'rejected',
      decidedDays: -5,
    },
    {
      amount: halalasOfSar(25_000),
      reason: 'Extra concrete for the Building C podium slab',
      status: 'pending',
    },
  ];
  for (const plan of plans) {
    await createEntity(
      RAISE_BUDGET,
      {
        project_id: projectId,
        purchase_order_id: order.id,
        requested_by_user_id: people.users.projectManager.id,
        approved_by_user_id: plan.decidedDays === undefined ? null : people.users.staff.id,
        amount: plan.amount,
        reason: plan.reason,
        status: plan.status,
        decided_at: plan.decidedDays === undefined ? null : daysFromNow(plan.decidedDays, 10),
        project_item_id: order.project_item_id ?? null,
        acceptance_id: null,
      },
      {
        links: [
          { type: PROJECT, id: projectId },
          { type: PURCHASE_ORDER, id: order.id },
        ],
      },
    );
  }
}
