import { describe, expect, it } from 'vitest';
import { findEntity, getEntity, updateEntity } from '../../../shared/db/entity-store';
import { SALE } from '../../../shared/domain/sales/sales';
import { UNIT } from '../../../shared/domain/units/units';
import { SaleDeletedData } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { ownSale } from '../../support/sale-fixtures';

const saleUrl = (saleId: number) => `${systemUserUrl}/sales-support/sales/${saleId}`;
const remove = (saleId: number, headers: Record<string, string>, query = '') =>
  call(`${saleUrl(saleId)}${query}`, { headers, method: 'DELETE' });

/** A contracted sale of the test's own that holds no money (its earnest money counted out, as a refund would). */
async function saleHoldingNothing() {
  const own = await ownSale();
  await updateEntity(SALE, own.sale.id, { refunded_total: own.sale.paid_total }, { recordName: 'sale' });
  return own;
}

describe('{system_user_url}/sales-support/sales/{sale_id} (delete, force delete, deleted-data)', () => {
  it('previews, then a sales manager deletes (200): the sale cancelled, its unit available; a finance manager then force deletes it', async () => {
    const { sale, held } = await saleHoldingNothing();
    const [manager, finance] = await Promise.all([
      crmStaff(['sales_manager'], { row_scope: 'all' }),
      crmStaff(['finance_manager'], { row_scope: 'all' }),
    ]);
    const preview = await call(`${saleUrl(sale.id)}/deleted-data`, { headers: held.agent.headers });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(expectSingle(preview.body, SaleDeletedData)).toMatchObject({
      sale_id: sale.id,
      held: 0,
      can_delete: true,
      can_force_delete: false,
      force_delete_blockers: ['sale_removal.not_cancelled'],
    });
    const deleted = await remove(sale.id, manager.headers, '?reason=Withdrew');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(expectSingle(deleted.body, SaleDeletedData)).toMatchObject({
      sale_status: 'cancelled',
      can_delete: false,
    });
    expect(await getEntity(SALE, sale.id, 'sale')).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Withdrew',
    });
    expect((await getEntity(UNIT, sale.unit_id, 'unit')).status).toBe('available');
    // Money was counted on it once: it stays (force delete refused, naming why).
    const kept = await remove(sale.id, finance.headers, '/force');
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe('A sale with operations posted cannot be deleted for good.');
    // A sale that never took money (no earnest money, no operation) may go for good once deleted.
    const bare = (await ownSale({ orbon: 0 })).sale;
    expect((await remove(bare.id, manager.headers, '?reason=Withdrew')).status).toBe(200);
    expect((await remove(bare.id, manager.headers, '/force')).status).toBe(403);
    const forced = await remove(bare.id, finance.headers, '/force');
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(forced.body.data).toEqual({ deleted: true });
    expect(await findEntity(SALE, bare.id)).toBeUndefined();
  });

  it('refuses a sale holding money (409 naming it), a long reason (422), and answers 404 outside the scope and 403 without the ability', async () => {
    const { sale, held } = await ownSale();
    const [manager, stranger] = await Promise.all([
      crmStaff(['sales_manager'], { row_scope: 'all' }),
      crmStaff(['sales_manager'], { row_scope: 'own' }),
    ]);
    const refused = await remove(sale.id, manager.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The sale still holds 5000.00 SAR: refund it first.');
    const arabic = await call(saleUrl(sale.id), {
      headers: { ...manager.headers, 'Accept-Language': 'ar' },
      method: 'DELETE',
    });
    expect(arabic.body.message).toBe('ما زال على البيع مبلغ محصّل قدره 5000.00 ريال: يجب استرداده أولاً.');
    const long = await remove(sale.id, manager.headers, `?reason=${'x'.repeat(501)}`);
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['reason']);
    for (const answer of [
      await remove(sale.id, stranger.headers),
      await call(`${saleUrl(sale.id)}/deleted-data`, { headers: stranger.headers }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'The requested sale was not found.' });
    }
    // The sale's own agent sees the preview but may not delete.
    expect((await remove(sale.id, held.agent.headers)).status).toBe(403);
    expect((await getEntity(SALE, sale.id, 'sale')).status).toBe('contracted');
  });
});
