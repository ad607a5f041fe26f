import { describe, expect, it } from 'vitest';
import { getEntity, updateEntity } from '../../../../shared/db/entity-store';
import { decideAcceptance } from '../../../../shared/domain/acceptances/decisions';
import { CLIENT } from '../../../../shared/domain/clients/clients';
import { statusHistory } from '../../../../shared/domain/lifecycle/status-history';
import { editOperation } from '../../../../shared/domain/sale-operations/edit-operation';
import {
  deleteOperation,
  forceDeleteOperation,
  restoreOperation,
} from '../../../../shared/domain/sale-operations/operation-changes';
import { payOperation, saleBalance } from '../../../../shared/domain/sale-operations/pay';
import { requestRefund } from '../../../../shared/domain/sale-refunds/refund-request';
import { SALE } from '../../../../shared/domain/sales/sales';
import { financeReviewer } from '../../../support/refund-fixtures';
import { ownSale } from '../../../support/sale-fixtures';

const paidAt = () => new Date(Date.now() - 60_000).toISOString();
const saleOf = (saleId: number) => getEntity(SALE, saleId, 'sale');
const steps = async (saleId: number) =>
  (await statusHistory({ type: SALE, id: saleId }))
    .filter((entry) => entry.action === 'settle' || entry.action === 'reopen')
    .map((entry) => [entry.action, entry.from, entry.to, entry.version]);

/** A contracted cash sale paid to 0 by a first payment of SAR 1,000 and the rest: `ready_for_emptying`. */
async function settledSale() {
  const { sale, viewer } = await ownSale();
  const first = await payOperation(viewer, sale.id, { amount: 100_000, method: 'cash', paid_at: paidAt() });
  const rest = await payOperation(viewer, sale.id, {
    amount: saleBalance(sale) - 100_000,
    method: 'bank_transfer',
    paid_at: paidAt(),
  });
  const settled = await saleOf(sale.id);
  expect(settled.status).toBe('ready_for_emptying');
  return { viewer, saleId: sale.id, first, rest, settledVersion: settled.version };
}

describe('money leaving a settled sale moves it back to contracted in the same write (STAFF-DOMAIN 6.1)', () => {
  it('a delete reopens it (history entry at the version written), the restore settles it again; a force delete moves nothing', async () => {
    const { viewer, saleId, first, settledVersion } = await settledSale();
    await deleteOperation(viewer, saleId, first.id, 'wrong receipt');
    const reopened = await saleOf(saleId);
    expect(reopened).toMatchObject({ status: 'contracted', version: settledVersion + 1 });
    expect(saleBalance(reopened)).toBe(100_000);
    await restoreOperation(viewer, saleId, first.id);
    expect(await saleOf(saleId)).toMatchObject({ status: 'ready_for_emptying', version: settledVersion + 2 });
    expect(await steps(saleId)).toEqual([
      ['settle', 'contracted', 'ready_for_emptying', settledVersion],
      ['reopen', 'ready_for_emptying', 'contracted', settledVersion + 1],
      ['settle', 'contracted', 'ready_for_emptying', settledVersion + 2],
    ]);
    // Deleted again then removed for good: the delete reopened it, the force delete moves no money.
    await deleteOperation(viewer, saleId, first.id, 'duplicate');
    await forceDeleteOperation(viewer, saleId, first.id);
    expect(await saleOf(saleId)).toMatchObject({ status: 'contracted', version: settledVersion + 3 });
  }, 60_000);

  it('an edit down reopens it, an edit back up settles it again', async () => {
    const { viewer, saleId, rest } = await settledSale();
    await editOperation(viewer, saleId, rest.id, { amount: rest.amount - 1 });
    expect((await saleOf(saleId)).status).toBe('contracted');
    await editOperation(viewer, saleId, rest.id, { amount: rest.amount });
    expect((await saleOf(saleId)).status).toBe('ready_for_emptying');
    // A change that moves no money (the reference) leaves the state alone.
    await editOperation(viewer, saleId, rest.id, { reference_no: 'TRX-9' });
    expect((await saleOf(saleId)).status).toBe('ready_for_emptying');
  }, 60_000);

  it("a partial refund's payout reopens it", async () => {
    const { viewer, saleId } = await settledSale();
    const sale = await saleOf(saleId);
    await updateEntity(
      CLIENT,
      sale.client_id,
      { iban_number: 'SA0380000000608010167519' },
      { recordName: 'client' },
    );
    const refund = await requestRefund(viewer, saleId, 'partial_refund', {
      amount: 50_000,
      reason: 'goodwill',
      method: 'cash',
    });
    const finance = await financeReviewer();
    await decideAcceptance(refund.acceptance_id as number, finance, 'accept', 'checked');
    expect(await saleOf(saleId)).toMatchObject({ status: 'contracted', refunded_total: 50_000 });
    expect((await steps(saleId)).at(-1)?.slice(0, 3)).toEqual(['reopen', 'ready_for_emptying', 'contracted']);
  }, 60_000);

  it('a sale a finance manager forced to emptying (money owed by design) keeps its state', async () => {
    const { sale, viewer } = await ownSale();
    const paid = await payOperation(viewer, sale.id, { amount: 100_000, method: 'cash', paid_at: paidAt() });
    await updateEntity(
      SALE,
      sale.id,
      {
        status: 'ready_for_emptying',
        force_emptying: {
          status: 'approved',
          reason: 'bank delay',
          acceptance_id: null,
          requested_by_user_id: null,
          requested_at: paidAt(),
          outstanding_at_request: saleBalance(sale),
          outstanding_at_approval: saleBalance(sale),
        },
      } as never,
      { recordName: 'sale' },
    );
    await deleteOperation(viewer, sale.id, paid.id, 'wrong amount');
    expect((await saleOf(sale.id)).status).toBe('ready_for_emptying');
  }, 60_000);

  it('20 deletes at once on a settled sale: all land, it reopens once', async () => {
    const { sale, viewer } = await ownSale();
    const share = 10_000;
    await payOperation(viewer, sale.id, {
      amount: saleBalance(sale) - 20 * share,
      method: 'cash',
      paid_at: paidAt(),
    });
    const shares = await Promise.all(
      Array.from({ length: 20 }, () =>
        payOperation(viewer, sale.id, { amount: share, method: 'cash', paid_at: paidAt() }),
      ),
    );
    expect((await saleOf(sale.id)).status).toBe('ready_for_emptying');
    const deleted = await Promise.allSettled(
      shares.map((operation) => deleteOperation(viewer, sale.id, operation.id, 'batch error')),
    );
    expect(deleted.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
    const after = await saleOf(sale.id);
    expect(after.status).toBe('contracted');
    expect(saleBalance(after)).toBe(20 * share);
    expect((await steps(sale.id)).map(([action]) => action)).toEqual(['settle', 'reopen']);
  }, 180_000);
});
