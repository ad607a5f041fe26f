import { describe, expect, it } from 'vitest';
import { getEntity, updateEntity } from '../../../shared/db/entity-store';
import { expireLapsedLinks } from '../../../shared/domain/sale-operations/expire-links';
import {
  makeOnlinePayment,
  settleOnlinePayment,
} from '../../../shared/domain/sale-operations/online-payment';
import { SALE_OPERATION } from '../../../shared/domain/sale-operations/sale-operations';
import { SALE } from '../../../shared/domain/sales/sales';
import { baseUrl, call } from '../../support/http';
import { ownSale } from '../../support/sale-fixtures';

const MINUTE = 60_000;
const operationOf = (id: number) => getEntity(SALE_OPERATION, id, 'operation');

/**
 * A pending online payment whose link lapsed `minutesAgo` before the real clock: the job then runs
 * as of a time in the past, so it never expires another test's live link.
 */
async function lapsedPayment(
  saleId: number,
  viewer: Awaited<ReturnType<typeof ownSale>>['viewer'],
  minutesAgo: number,
  amount = 10_000,
) {
  const pending = await makeOnlinePayment(viewer, saleId, { amount });
  return updateEntity(
    SALE_OPERATION,
    pending.id,
    { link_expires_at: new Date(Date.now() - minutesAgo * MINUTE).toISOString() },
    // Read as stored (with its list entries): the created entity does not carry them.
    { recordName: 'operation' },
  );
}

const paidReport = (operation: { id: number; gateway_token?: string | null }) => ({
  operation_id: operation.id,
  token: operation.gateway_token ?? '',
  outcome: 'paid' as const,
});

describe('online-payment-expiry: pending online payments past their link expire (shared/scheduler/jobs.ts)', () => {
  it('POST /local/jobs/online-payment-expiry?at= expires the links lapsed by then, not the later ones; a late report is a 409', async () => {
    const { sale, viewer } = await ownSale();
    const lapsed = await lapsedPayment(sale.id, viewer, 20);
    const later = await lapsedPayment(sale.id, viewer, 2);
    const live = await makeOnlinePayment(viewer, sale.id, { amount: 10_000 });
    const at = new Date(Date.now() - 10 * MINUTE).toISOString();
    const run = await call(`${baseUrl}/local/jobs/online-payment-expiry?at=${at}`, { method: 'POST' });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data).toMatchObject({ job: 'online-payment-expiry', ran: true });
    expect(await operationOf(lapsed.id)).toMatchObject({ status: 'expired', failure_reason: 'link_expired' });
    expect((await operationOf(later.id)).status).toBe('pending_gateway');
    expect((await operationOf(live.id)).status).toBe('pending_gateway');
    // Counted nowhere, and the gateway's report that comes after it is refused as one past the link.
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe(sale.paid_total);
    const early = new Date(Date.parse(lapsed.link_expires_at ?? '') - MINUTE);
    await expect(settleOnlinePayment(paidReport(lapsed), early)).rejects.toMatchObject({
      messageKey: 'sale_operations.link_expired',
    });
    // A second run finds nothing of this sale's left to expire; the later link is due at its time.
    expect(await expireLapsedLinks(new Date(at))).not.toContain(lapsed.id);
    expect(await expireLapsedLinks(new Date(Date.now() - MINUTE))).toContain(later.id);
  }, 60_000);

  it('the job racing 19 gateway reports: each payment ends paid (counted, its report answered) or expired (counted nowhere, its report 409)', async () => {
    const { sale, viewer } = await ownSale();
    const operations = [];
    for (let index = 0; index < 19; index++) operations.push(await lapsedPayment(sale.id, viewer, 30));
    const reportedAt = new Date(Date.now() - 31 * MINUTE);
    const [job, ...reports] = await Promise.allSettled([
      expireLapsedLinks(new Date(Date.now() - 20 * MINUTE)),
      ...operations.map((operation) => settleOnlinePayment(paidReport(operation), reportedAt)),
    ]);
    expect(job.status).toBe('fulfilled');
    const expiredByJob = job.status === 'fulfilled' ? job.value : [];
    let paid = 0;
    for (const [index, operation] of operations.entries()) {
      const stored = await operationOf(operation.id);
      const report = reports[index];
      if (stored.status === 'paid') {
        paid += stored.amount;
        expect(report?.status).toBe('fulfilled');
        expect(expiredByJob).not.toContain(operation.id);
      } else {
        expect(stored).toMatchObject({ status: 'expired', receipt_no: null });
        expect(report).toMatchObject({
          status: 'rejected',
          reason: expect.objectContaining({ messageKey: 'sale_operations.link_expired' }),
        });
        expect(expiredByJob).toContain(operation.id);
      }
    }
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe((sale.paid_total ?? 0) + paid);
  }, 120_000);
});
