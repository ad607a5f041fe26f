import { getEntity, prepareUpdate } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import { unitStatusCountMove } from '../bookings/booking-holds';
import type { Actor } from '../lifecycle/lifecycle';
import { actorRef, statusChangePut } from '../lifecycle/status-history';
import { SALE, type Sale, type SaleEntity } from '../sales/sales';
import { UNIT } from '../units/units';

/** The sale's own fields when it is cancelled (a delete or a full refund): kept, not the store's delete. */
export const saleCancelChanges = (
  at: string,
  actor: Actor,
  reason: string | null,
): Partial<Sale> & Record<string, unknown> => ({
  status: 'cancelled',
  cancelled_at: at,
  cancelled_by_user_id: actor.kind === 'staff' ? actor.id : null,
  cancel_reason: reason,
  cancelled_from_status: null,
});

/**
 * The items that go with a sale's cancel in its transaction (the sale's own write is the caller's,
 * which carries its money condition): the status history entry, and the unit given back
 * (available, its sale and client cleared, the project's counters moved, as a released hold does),
 * conditioned on the unit's version. A unit no longer holding this sale is left alone.
 */
export async function saleCancelItems(
  sale: SaleEntity,
  action: string,
  actor: Actor,
  at: string,
  reason: string | null,
): Promise<TransactItem[]> {
  const items: TransactItem[] = [
    statusChangePut(
      { type: SALE, id: sale.id },
      {
        version: sale.version + 1,
        action,
        from: sale.status,
        to: 'cancelled',
        by: actorRef(actor),
        at,
        reason,
      },
    ),
  ];
  const unit = await getEntity(UNIT, sale.unit_id, 'unit');
  if (unit.sale_id !== sale.id) return items;
  const release = await prepareUpdate(
    UNIT,
    unit.id,
    { status: 'available', sale_id: null, client_id: null },
    { recordName: 'unit', current: unit, expectedVersion: unit.version },
  );
  items.push(...release.items);
  if (unit.status !== 'available') items.push(unitStatusCountMove(unit.project_id, unit.status, 'available'));
  return items;
}
