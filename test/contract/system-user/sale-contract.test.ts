import { describe, expect, it } from 'vitest';
import { findEntity, getEntity, updateEntity } from '../../../shared/db/entity-store';
import { openAcceptanceId } from '../../../shared/domain/acceptances/engine';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { riyadhYear } from '../../../shared/domain/home/riyadh-day';
import { statusHistory } from '../../../shared/domain/lifecycle/status-history';
import { SALE_CONTRACT_APPROVABLE } from '../../../shared/domain/sale-contract/contract-acceptance';
import { SALE } from '../../../shared/domain/sales/sales';
import { SaleContract } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call } from '../../support/http';
import { decide, roleReviewer } from '../../support/sale-contract-fixtures';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const send = (saleId: number, headers: Record<string, string>) =>
  call(`${saleUrl(saleId)}/contract/send-to-acceptance`, { method: 'POST', headers });

const moves = async (saleId: number) =>
  (await statusHistory({ type: SALE, id: saleId })).map((change) => [change.action, change.from, change.to]);

describe('{system_user_url}/sales-support/sales/{sale_id}/contract/send-to-acceptance', () => {
  it('sends a draft to the sales manager; accepted, the sale is contracted with its contract number; rejected, a draft again', async () => {
    const manager = await roleReviewer('sales_manager');
    const sale = await draftSale();
    const sent = await send(sale.saleId, sale.agent.headers);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const pending = expectSingle(sent.body, SaleContract);
    expect(pending).toMatchObject({
      sale_status: 'contract_pending',
      contract_requested_by_user_id: sale.agent.id,
      contract_number: null,
    });
    expect(pending.contract_acceptance_id).toBe(
      await openAcceptanceId(SALE_CONTRACT_APPROVABLE, sale.saleId),
    );
    expect((await send(sale.saleId, sale.agent.headers)).status).toBe(409);

    const accepted = await decide(pending.contract_acceptance_id as number, manager.headers, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const contracted = await getEntity(SALE, sale.saleId, 'sale');
    expect(contracted).toMatchObject({
      status: 'contracted',
      contract_number: `CT-${contracted.project_id}-${riyadhYear(new Date())}-00001`,
    });
    expect(contracted.contracted_at).toBeTruthy();
    expect(await moves(sale.saleId)).toEqual([
      ['send_contract', 'draft', 'contract_pending'],
      ['accept_contract', 'contract_pending', 'contracted'],
    ]);

    const other = await draftSale();
    const second = expectSingle((await send(other.saleId, other.agent.headers)).body, SaleContract);
    const rejected = await decide(second.contract_acceptance_id as number, manager.headers, 'reject');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const draft = await getEntity(SALE, other.saleId, 'sale');
    expect(draft.status).toBe('draft');
    expect(draft.contract_number).toBeUndefined();
    expect(draft.contract_rejected_reason).toMatch(/^Refused/);
    expect(await moves(other.saleId)).toEqual([
      ['send_contract', 'draft', 'contract_pending'],
      ['reject_contract', 'contract_pending', 'draft'],
    ]);
    // A rejected draft may be sent again.
    expect((await send(other.saleId, other.agent.headers)).status).toBe(200);
  });

  it('numbers contracts per project and year without gaps or duplicates when approved at once', async () => {
    const manager = await roleReviewer('sales_manager');
    const sales = await Promise.all(Array.from({ length: 6 }, () => draftSale()));
    const projectId = (await getEntity(SALE, sales[0]?.saleId as number, 'sale')).project_id;
    const acceptanceIds: number[] = [];
    for (const sale of sales) {
      await setSale(sale.saleId, { project_id: projectId });
      acceptanceIds.push((await send(sale.saleId, sale.agent.headers)).body.data.contract_acceptance_id);
    }
    // Decisions racing on the project's counter: a lost one answers 409 and is decided again.
    await Promise.all(
      acceptanceIds.map(async (acceptanceId) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          const answer = await decide(acceptanceId, manager.headers, 'accept');
          if (answer.status === 200) return;
          expect(answer.status).toBe(409);
        }
        throw new Error(`acceptance ${acceptanceId} never decided`);
      }),
    );
    const numbers = await Promise.all(
      sales.map(async (sale) => (await getEntity(SALE, sale.saleId, 'sale')).contract_number),
    );
    const year = riyadhYear(new Date());
    expect(numbers.sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `CT-${projectId}-${year}-0000${n}`));
  });

  it('answers 409 for a sale not in draft, an incomplete client or plan, 404 outside the row scope and 403 without the ability', async () => {
    const sale = await draftSale();
    // The client's national id removed after init sale (a client edit may clear it).
    const { client_id } = await getEntity(SALE, sale.saleId, 'sale');
    await updateEntity(CLIENT, client_id, { national_id: null }, { recordName: 'client' });
    const incomplete = await send(sale.saleId, sale.agent.headers);
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.message).toBe("The client's data is incomplete for a contract: national_id.");
    const arabic = await send(sale.saleId, { ...sale.agent.headers, 'Accept-Language': 'ar' });
    expect(arabic.body.message).toBe('بيانات العميل غير مكتملة للعقد: national_id.');

    const contracted = await draftSale();
    await setSale(contracted.saleId, { status: 'contracted' });
    const wrong = await send(contracted.saleId, contracted.agent.headers);
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('This step is not allowed for a sale in status contracted.');

    const noPlan = await draftSale();
    await setSale(noPlan.saleId, { pricing: null });
    expect((await send(noPlan.saleId, noPlan.agent.headers)).status).toBe(409);

    const [stranger, collections] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: noPlan.department }),
      crmStaff(['collections_officer'], { row_scope: 'all' }),
    ]);
    expect((await send(noPlan.saleId, stranger.headers)).status).toBe(404);
    expect((await send(noPlan.saleId, collections.headers)).status).toBe(403);
    for (const id of [sale.saleId, noPlan.saleId]) expect((await findEntity(SALE, id))?.status).toBe('draft');
  });

  it('opens one approval of 20 parallel sends', async () => {
    const sale = await draftSale();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(sale.saleId, sale.agent.headers)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const stored = await getEntity(SALE, sale.saleId, 'sale');
    expect(stored.status).toBe('contract_pending');
    expect(stored.contract_acceptance_id).toBe(await openAcceptanceId(SALE_CONTRACT_APPROVABLE, sale.saleId));
    expect(await moves(sale.saleId)).toEqual([['send_contract', 'draft', 'contract_pending']]);
  });
});
