import { beforeAll, describe, expect, it } from 'vitest';
import { findEntity, getEntity, updateEntity } from '../../../../shared/db/entity-store';
import { decideAcceptance } from '../../../../shared/domain/acceptances/decisions';
import { loadAcceptance } from '../../../../shared/domain/acceptances/engine';
import type { Actor } from '../../../../shared/domain/lifecycle/lifecycle';
import { statusHistory } from '../../../../shared/domain/lifecycle/status-history';
import { payOperation } from '../../../../shared/domain/sale-operations/pay';
import { requestRefund } from '../../../../shared/domain/sale-refunds/refund-request';
import {
  deletedSaleData,
  deleteSale,
  forceDeleteSale,
} from '../../../../shared/domain/sale-removal/sale-removal';
import { SALE } from '../../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../../shared/domain/sales-support/init-sale-payment-plan';
import { UNIT } from '../../../../shared/domain/units/units';
import { ConflictError } from '../../../../shared/errors';
import { financeReviewer, storedSale } from '../../../support/refund-fixtures';
import { ownSale } from '../../../support/sale-fixtures';

let finance: Awaited<ReturnType<typeof financeReviewer>>;
beforeAll(async () => {
  finance = await financeReviewer();
});
const manager = (id: number): Actor => ({ kind: 'staff', id, abilities: ['sales.sales.delete'] });

/** A contracted sale whose earnest money was refunded (holds nothing), with one refund request still waiting. */
async function emptiedSale() {
  const own = await ownSale();
  const waiting = await requestRefund(own.viewer, own.sale.id, 'partial_refund', {
    amount: 100_000,
    reason: 'waiting',
    method: 'cash',
  });
  const all = await requestRefund(own.viewer, own.sale.id, 'partial_refund', {
    amount: 500_000,
    reason: 'all of it',
    method: 'cash',
  });
  await decideAcceptance(all.acceptance_id as number, finance, 'accept', null);
  return { ...own, waiting };
}

describe('deleting a sale (shared/domain/sale-removal)', () => {
  it('previews and refuses a delete while the sale holds money, naming it (refund first)', async () => {
    const { sale, viewer, held } = await ownSale();
    const preview = await deletedSaleData(viewer, sale.id);
    expect(preview).toMatchObject({
      sale_id: sale.id,
      held: 5_000,
      refundable: 5_000,
      booking: { id: held.booking.id, status: 'converted' },
      can_delete: false,
      blockers: ['sale_removal.money_held'],
      can_force_delete: false,
      force_delete_blockers: ['sale_removal.not_cancelled'],
    });
    await expect(deleteSale(viewer, manager(viewer.id), sale.id, null)).rejects.toMatchObject({
      messageKey: 'sale_removal.money_held',
      params: { held: '5000.00' },
    });
    expect((await getEntity(SALE, sale.id, 'sale')).status).toBe('contracted');
  });

  it('cancels a sale holding nothing, frees its unit and cancels its open refund approval, in one write', async () => {
    const { sale, viewer, waiting } = await emptiedSale();
    const preview = await deletedSaleData(viewer, sale.id);
    expect(preview).toMatchObject({ held: 0, can_delete: true, blockers: [] });
    expect(preview.acceptances_to_cancel).toEqual([
      expect.objectContaining({
        id: waiting.acceptance_id,
        approvable_type: 'sale_refund',
        approvable_id: waiting.id,
      }),
    ]);
    await deleteSale(viewer, manager(viewer.id), sale.id, 'Client withdrew');
    const after = await storedSale(sale.id);
    expect(after.sale).toMatchObject({ status: 'cancelled', cancel_reason: 'Client withdrew' });
    expect((await getEntity(UNIT, sale.unit_id, 'unit')).status).toBe('available');
    expect((await loadAcceptance(waiting.acceptance_id as number)).status).toBe('cancelled');
    expect(after.refunds.find((entry) => entry.id === waiting.id)?.status).toBe('cancelled');
    const history = await statusHistory({ type: SALE, id: sale.id });
    expect(history.at(-1)).toMatchObject({ action: 'delete', from: 'contracted', to: 'cancelled' });
    // Once cancelled: no second delete; money was posted, so no force delete either.
    await expect(deleteSale(viewer, manager(viewer.id), sale.id, null)).rejects.toMatchObject({
      messageKey: 'sale_removal.not_deletable',
    });
    await expect(forceDeleteSale(viewer, sale.id)).rejects.toMatchObject({
      messageKey: 'sale_removal.operations_posted',
    });
  }, 60_000);

  it('of 10 deletes and 10 payments at once, a cancelled sale never holds money', async () => {
    const { sale, viewer } = await emptiedSale();
    const paidAt = new Date(Date.now() - 60_000).toISOString();
    const results = await Promise.allSettled([
      ...Array.from({ length: 10 }, () => deleteSale(viewer, manager(viewer.id), sale.id, null)),
      ...Array.from({ length: 10 }, () =>
        payOperation(viewer, sale.id, { amount: 100_000, method: 'cash', paid_at: paidAt }),
      ),
    ]);
    for (const result of results)
      if (result.status === 'rejected')
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    const after = await storedSale(sale.id);
    if (after.sale.status === 'cancelled') expect(after.held).toBe(0);
    else expect(after.held).toBeGreaterThan(0);
    expect(after.linesHold).toBe(after.held);
    expect(
      results.filter((result, index) => index < 10 && result.status === 'fulfilled').length,
    ).toBeLessThanOrEqual(1);
  }, 120_000);

  it('force delete removes only a cancelled sale on which nothing was posted, with its plan', async () => {
    const { sale, viewer } = await ownSale({ orbon: 0 });
    await expect(forceDeleteSale(viewer, sale.id)).rejects.toMatchObject({
      messageKey: 'sale_removal.not_cancelled',
    });
    // As a sale that never took money stands once deleted.
    await updateEntity(SALE, sale.id, { status: 'cancelled' }, { recordName: 'sale' });
    expect((await deletedSaleData(viewer, sale.id)).can_force_delete).toBe(true);
    await forceDeleteSale(viewer, sale.id);
    expect(await findEntity(SALE, sale.id)).toBeUndefined();
    expect(await findEntity(PAYMENT_PLAN, sale.id)).toBeUndefined();
  });
});
