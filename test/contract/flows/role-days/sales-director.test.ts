import { describe, expect, it } from 'vitest';
import { useOwnStack } from '../../../support/own-stack';
import { roleDay } from '../../../support/role-day';

// On a copy of the demo data (useOwnStack): the day sells a new unit of demo project 1, which other
// files' unit counts would see.
const stack = useOwnStack();
const day = roleDay(stack.call);

type SaleableUnit = { id: number; sale: { id: number; sale_support_user_id?: number } | null };

describe("the sales director's day (demo.sales-director), over HTTP", () => {
  it("reads every sale: the agent's new one and each sold unit of the demo projects", async () => {
    const agent = await day.signInAs('sales_agent');
    const manager = await day.signInAs('sales_manager');
    const director = await day.signInAs('sales_director');
    const unit = await day.availableUnit();
    const { saleId } = await day.leadToSale(agent, manager, unit);
    await day.pay(agent, saleId);

    const sale = await day.ok(`${day.unitUrl(unit.id)}/sale`, { headers: director.headers });
    expect(sale.id).toBe(saleId);
    const money = await day.ok(`${day.saleUrl(saleId)}/operations/get-pay-data`, {
      headers: director.headers,
    });
    expect(money.operations.length).toBeGreaterThan(0);

    for (const projectId of [1, 2]) {
      const sold = await stack.call(`${day.sales}/projects/${projectId}/saleable?status=sold&per_page=100`, {
        headers: director.headers,
      });
      expect(sold.status, JSON.stringify(sold.body)).toBe(200);
      const units = sold.body.response.data as SaleableUnit[];
      expect(units.length).toBeGreaterThan(0);
      // Every sold unit shows its sale to the director (an agent sees only their own).
      for (const soldUnit of units) {
        expect(soldUnit.sale, `unit ${soldUnit.id}`).not.toBeNull();
        const tab = await day.ok(`${day.unitUrl(soldUnit.id)}/sale`, { headers: director.headers });
        expect(tab.id).toBe(soldUnit.sale?.id);
      }
    }
  });

  it('decides what reaches them: a 4% discount after the sales manager, and no hold', async () => {
    const agent = await day.signInAs('sales_agent');
    const manager = await day.signInAs('sales_manager');
    const director = await day.signInAs('sales_director');
    const discount = await day.askDiscount(agent, 1, 4);
    const first = await day.waitingApproval(manager, 'discount', discount.id);
    // Not the director's yet: the sales manager's step comes first.
    expect(await day.waitingFor(director)).not.toContain(first.id);
    const step = await day.accept(manager, first.id, 'Fine for this season');
    expect(step.status).toBe('pending');

    const reaching = await day.waitingApproval(director, 'discount', discount.id);
    expect(reaching.id).toBe(first.id);
    const decided = await day.accept(director, reaching.id, 'Approved for the season');
    expect(decided.status).toBe('approved');
    const shown = await day.ok(`${day.crm}/discounts/${discount.id}`, { headers: agent.headers });
    expect(shown.status).toBe('approved');

    // A hold goes to the sales managers only (a project of the test's own: the hold stays open).
    const unit = await day.availableUnit(await day.ownProject());
    const lead = await day.newLead(agent, unit.project_id);
    await day.leadHold(agent, lead.id, unit.id);
    const sent = await day.solventAndSent(agent, unit.id);
    expect(await day.waitingFor(director)).not.toContain(sent.acceptance_id);
  });
});
