import { describe, expect, it } from 'vitest';
import { useOwnStack } from '../../../support/own-stack';
import { roleDay } from '../../../support/role-day';

// The day runs on a copy of the demo data behind a gateway of its own (useOwnStack): the unit it
// sells is a new one of demo project 1, which would change the unit counts other files read.
const stack = useOwnStack();
const day = roleDay(stack.call);

describe("the sales agent's day (demo.sales-agent), over HTTP", () => {
  it('a new lead to a visit, a hold, solvency, approval by the sales manager, init sale and a payment', async () => {
    const agent = await day.signInAs('sales_agent');
    const manager = await day.signInAs('sales_manager');
    const unit = await day.availableUnit();

    const lead = await day.newLead(agent, unit.project_id);
    const shownLead = await day.ok(`${day.crm}/attention-requests/${lead.id}`, { headers: agent.headers });
    expect(shownLead).toMatchObject({ id: lead.id, status: 'new' });
    await day.leadVisit(agent, lead.id, unit);
    const { clientId } = await day.leadHold(agent, lead.id, unit.id);
    const sent = await day.solventAndSent(agent, unit.id);
    // The agent cannot approve their own hold: it waits for the sales manager.
    expect(await day.waitingFor(agent)).not.toContain(sent.acceptance_id);
    await day.accept(manager, sent.acceptance_id, 'Solvent, go ahead');
    const tab = await day.ok(`${day.unitUrl(unit.id)}/booking`, { headers: agent.headers });
    expect(tab.activeBooking ?? tab.active_booking).toMatchObject({
      status: 'accepted',
      client_id: clientId,
    });

    const saleId = await day.initSale(agent, unit.id);
    const operation = await day.pay(agent, saleId);
    const after = await day.ok(`${day.saleUrl(saleId)}/operations/get-pay-data`, { headers: agent.headers });
    expect(after.operations.map((entry: { id: number }) => entry.id)).toContain(operation.id);
    const sale = await day.ok(`${day.unitUrl(unit.id)}/sale`, { headers: agent.headers });
    expect(sale).toMatchObject({ id: saleId, client_id: clientId });
  });
});
