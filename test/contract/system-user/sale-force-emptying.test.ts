import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { getEntity } from '../../../shared/db/entity-store';
import { openAcceptanceId } from '../../../shared/domain/acceptances/engine';
import { statusHistory } from '../../../shared/domain/lifecycle/status-history';
import { FORCE_EMPTYING_APPROVABLE } from '../../../shared/domain/sale-contract/force-emptying-acceptance';
import { SALE } from '../../../shared/domain/sales/sales';
import { SaleForceEmptying } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call } from '../../support/http';
import { decide, roleReviewer } from '../../support/sale-contract-fixtures';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const force = (saleId: number, headers: Record<string, string>, form: Record<string, string>) =>
  call(`${saleUrl(saleId)}/force-to-emptying`, { headers, form });

/** A contracted sale (client total SAR 916,937.50, SAR 5,000 paid) and a finance manager who may force it. */
async function contractedSale() {
  const sale = await draftSale();
  await setSale(sale.saleId, { status: 'contracted' });
  const finance = await crmStaff(['finance_manager'], { row_scope: 'all' });
  return { ...sale, finance };
}

describe('{system_user_url}/sales-support/sales/{sale_id}/force-to-emptying', () => {
  it('asks with a reason; approved, the sale is ready for emptying with the balance outstanding recorded; rejected, it stays contracted', async () => {
    const manager = await roleReviewer('general_manager');
    const sale = await contractedSale();
    const asked = await force(sale.saleId, sale.finance.headers, {
      reason: 'Client abroad, balance by cheque',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const pending = expectSingle(asked.body, SaleForceEmptying);
    expect(pending).toMatchObject({
      sale_status: 'contracted',
      force_emptying_status: 'pending',
      reason: 'Client abroad, balance by cheque',
      requested_by_user_id: sale.finance.id,
      outstanding_at_request: 911_937.5,
      outstanding_at_approval: null,
      balance: 911_937.5,
    });
    expect(pending.acceptance_id).toBe(await openAcceptanceId(FORCE_EMPTYING_APPROVABLE, sale.saleId));
    expect((await force(sale.saleId, sale.finance.headers, { reason: 'Again' })).status).toBe(409);

    const accepted = await decide(pending.acceptance_id as number, manager.headers, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const ready = await getEntity(SALE, sale.saleId, 'sale');
    expect(ready).toMatchObject({
      status: 'ready_for_emptying',
      force_emptying: { status: 'approved', outstanding_at_approval: 91_193_750 },
    });
    const history = await statusHistory({ type: SALE, id: sale.saleId });
    expect(history.map((change) => [change.action, change.from, change.to, change.reason])).toEqual([
      ['force_emptying', 'contracted', 'ready_for_emptying', 'Client abroad, balance by cheque'],
    ]);

    const other = await contractedSale();
    const second = expectSingle(
      (await force(other.saleId, other.finance.headers, { reason: 'Bank delay' })).body,
      SaleForceEmptying,
    );
    expect((await decide(second.acceptance_id as number, manager.headers, 'reject')).status).toBe(200);
    const kept = await getEntity(SALE, other.saleId, 'sale');
    expect(kept).toMatchObject({ status: 'contracted', force_emptying: { status: 'rejected' } });
    expect((await force(other.saleId, other.finance.headers, { reason: 'Asked again' })).status).toBe(200);
  });

  it('answers 422 without a reason, 409 when not contracted, 404 outside the row scope and 403 without the ability', async () => {
    const sale = await contractedSale();
    const missing = await force(sale.saleId, sale.finance.headers, { reason: ' ' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['reason']);

    const draft = await draftSale();
    const finance = await crmStaff(['finance_manager'], { row_scope: 'all' });
    const refused = await force(draft.saleId, finance.headers, { reason: 'Not contracted yet' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This step is not allowed for a sale in status draft.');

    // A finance manager reaches every sale: a member with the ability through no role of finance
    // (an own scope) does not reach this one.
    const stranger = await crmStaff(
      [],
      { row_scope: 'own', department_id: sale.department },
      abilitiesFor(['finance_manager']),
    );
    expect((await force(sale.saleId, stranger.headers, { reason: 'Out of scope' })).status).toBe(404);
    expect((await force(sale.saleId, sale.agent.headers, { reason: 'An agent' })).status).toBe(403);
    expect((await getEntity(SALE, sale.saleId, 'sale')).force_emptying).toBeUndefined();
  });

  it('opens one request of 20 parallel ones', async () => {
    const sale = await contractedSale();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        force(sale.saleId, sale.finance.headers, { reason: `Try ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const stored = await getEntity(SALE, sale.saleId, 'sale');
    expect(stored.force_emptying?.acceptance_id).toBe(
      await openAcceptanceId(FORCE_EMPTYING_APPROVABLE, sale.saleId),
    );
  });
});
