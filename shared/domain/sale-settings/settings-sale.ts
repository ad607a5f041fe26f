import { findEntity } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import type { Actor } from '../lifecycle/lifecycle';
import { SALE, type SaleEntity } from '../sales/sales';
import { salesRecordInScope } from '../sales-support/browse-scope';

/** A live sale in the viewer's row scope (its agent, project or department, as bookings), else 404. */
export async function settingsSale(viewer: StaffCaller, saleId: number): Promise<SaleEntity> {
  const sale = await findEntity(SALE, saleId);
  if (!sale || !salesRecordInScope(viewer, 'holds-and-sales', sale, { project_id: sale.project_id }))
    throw new NotFoundError('sale');
  return sale;
}

/** The staff user's id when the actor is one (who changed a setting), else null. */
export const actorUserId = (actor: Actor): number | null => (actor.kind === 'staff' ? actor.id : null);
