import { describe, expect, it } from 'vitest';
import { useOwnStack } from '../../../support/own-stack';
import { roleDay, type SignedIn, usePrintsInProcess } from '../../../support/role-day';

// On a copy of the demo data (useOwnStack): the sales the day works on are new ones of demo project 1
// (the demo finance members reach projects 1 and 2), which other files' unit counts would see.
const stack = useOwnStack();
const day = roleDay(stack.call);
usePrintsInProcess();
const IBAN = 'SA0380000000608010167519';

/** A sale of the demo agent's in demo project 1 (lead to init sale, approved by the demo sales manager). */
async function demoSale() {
  const agent = await day.signInAs('sales_agent');
  const manager = await day.signInAs('sales_manager');
  const unit = await day.availableUnit();
  const { saleId } = await day.leadToSale(agent, manager, unit);
  return { agent, manager, unit, saleId };
}

/** A payment recorded by `member`, then its receipt (voucher) printed: the PDF's download. */
async function payAndPrint(member: SignedIn, saleId: number, amount?: number) {
  const operation = await day.pay(member, saleId, amount);
  expect(operation.receipt_no).toMatch(/^RC-\d{4}-\d{6}$/);
  const voucher = await day.ok(`${day.saleUrl(saleId)}/refund-operations/${operation.id}/print`, {
    headers: member.headers,
  });
  expect(voucher).toMatchObject({ name: `${operation.receipt_no}.pdf`, mime_type: 'application/pdf' });
  const pdf = await fetch(voucher.url);
  expect(pdf.status).toBe(200);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  return operation;
}

/** A sale of another project (one of the test's own), out of the demo finance members' projects. */
async function saleElsewhere() {
  const agent = await day.signInAs('sales_agent');
  const manager = await day.signInAs('sales_manager');
  const unit = await day.availableUnit(await day.ownProject());
  const { saleId } = await day.leadToSale(agent, manager, unit);
  return { unit, saleId };
}

describe("the finance manager's day (demo.finance-manager), over HTTP", () => {
  it('opens a sale of any project, approves a refund and forces a sale to emptying', async () => {
    const finance = await day.signInAs('finance_manager');
    const general = await day.signInAs('general_manager');
    const { agent, manager, unit, saleId } = await demoSale();
    const elsewhere = await saleElsewhere();

    // The sale tab of each, whatever the project.
    for (const [unitId, id] of [
      [unit.id, saleId],
      [elsewhere.unit.id, elsewhere.saleId],
    ] as const) {
      const tab = await day.ok(`${day.unitUrl(unitId)}/sale`, { headers: finance.headers });
      expect(tab.id).toBe(id);
      const money = await day.ok(`${day.saleUrl(id)}/operations/get-pay-data`, { headers: finance.headers });
      expect(money.sale_id ?? id).toBe(id);
    }

    // A refund the agent asks for on the other sale: finance approves it.
    await day.pay(agent, elsewhere.saleId);
    const form = await day.ok(`${day.saleUrl(elsewhere.saleId)}/refund/get-form-data`, {
      headers: agent.headers,
    });
    const asked = await day.ok(
      `${day.saleUrl(elsewhere.saleId)}/refund`,
      {
        headers: agent.headers,
        form: {
          reason: 'The client withdrew',
          refund_amount: String(form.max_refundable),
          method: 'bank_transfer',
          iban_number: IBAN,
        },
      },
      201,
    );
    expect(asked.status).toBe('pending_acceptance');
    const refunded = await day.accept(finance, asked.acceptance_id, 'Transfer sent');
    expect(refunded.status).toBe('approved');
    const after = await day.ok(`${day.saleUrl(elsewhere.saleId)}/operations/get-pay-data`, {
      headers: finance.headers,
    });
    expect(after).toMatchObject({
      sale_status: 'cancelled',
      refunded_total: form.max_refundable,
      balance: 0,
    });

    // Force to emptying: the demo sale, paid its down payment and contracted, still owes money.
    await day.pay(agent, saleId);
    const sent = await day.ok(`${day.saleUrl(saleId)}/contract/send-to-acceptance`, {
      method: 'POST',
      headers: agent.headers,
    });
    await day.accept(manager, sent.contract_acceptance_id, 'Contract checked');
    const forced = await day.ok(`${day.saleUrl(saleId)}/force-to-emptying`, {
      headers: finance.headers,
      form: { reason: 'The client pays the balance by cheque after the deed moves' },
    });
    expect(forced).toMatchObject({ sale_status: 'contracted', force_emptying_status: 'pending' });
    expect(forced.balance).toBeGreaterThan(0);
    // Above the finance manager: the general manager decides it.
    await day.accept(general, forced.acceptance_id, 'Cheque guaranteed');
    const emptying = await day.ok(`${day.saleUrl(saleId)}/operations/get-pay-data`, {
      headers: finance.headers,
    });
    expect(emptying.sale_status).toBe('ready_for_emptying');
  });
});

for (const role of ['collections_officer', 'accountant'] as const) {
  describe(`the ${role.replace('_', ' ')}'s day (demo.${role.replace('_', '-')}), over HTTP`, () => {
    it('records payments on a sale of their projects and prints the receipts; another project is not theirs', async () => {
      const member = await day.signInAs(role);
      const { saleId, unit } = await demoSale();
      const tab = await day.ok(`${day.unitUrl(unit.id)}/sale`, { headers: member.headers });
      expect(tab.id).toBe(saleId);
      const data = await day.ok(`${day.saleUrl(saleId)}/operations/get-pay-data`, {
        headers: member.headers,
      });
      const half = Math.round((data.payable_now / 2) * 100) / 100;
      const first = await payAndPrint(member, saleId, half);
      const second = await payAndPrint(member, saleId);
      expect(second.receipt_no).not.toBe(first.receipt_no);
      const paid = await day.ok(`${day.saleUrl(saleId)}/operations/get-pay-data`, {
        headers: member.headers,
      });
      expect(paid.operations.map((operation: { id: number }) => operation.id)).toEqual(
        expect.arrayContaining([first.id, second.id]),
      );
      expect(paid.payable_now).toBe(0);

      // A sale of a project outside theirs answers as an unknown one.
      const elsewhere = await saleElsewhere();
      const refused = await stack.call(`${day.saleUrl(elsewhere.saleId)}/operations/get-pay-data`, {
        headers: member.headers,
      });
      expect(refused.status).toBe(404);
    });
  });
}
