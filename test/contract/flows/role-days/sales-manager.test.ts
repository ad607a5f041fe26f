import { describe, expect, it } from 'vitest';
import { indexRoleMembers } from '../../../../shared/domain/acceptances/role-members';
import { setLineManager } from '../../../../shared/domain/users/line-manager';
import { useOwnStack } from '../../../support/own-stack';
import { roleDay } from '../../../support/role-day';

// On a copy of the demo data (useOwnStack): the day adds a unit to demo project 1 and a member to the
// demo sales manager's team, which other files' counts and team lists would see.
const stack = useOwnStack();
const day = roleDay(stack.call);

describe("the sales manager's day (demo.sales-manager), over HTTP", () => {
  it("decides the team's approvals in the inbox: a hold accepted, a discount rejected", async () => {
    const agent = await day.signInAs('sales_agent');
    const manager = await day.signInAs('sales_manager');
    // A project of the test's own: the hold stays open, and an agent holds at most 3 per project.
    const unit = await day.availableUnit(await day.ownProject());
    const lead = await day.newLead(agent, unit.project_id);
    const { clientId } = await day.leadHold(agent, lead.id, unit.id);
    const sent = await day.solventAndSent(agent, unit.id);
    const discount = await day.askDiscount(agent, unit.project_id, 1.5);

    const discountApproval = await day.waitingApproval(manager, 'discount', discount.id);
    expect(await day.waitingFor(manager)).toEqual(
      expect.arrayContaining([sent.acceptance_id, discountApproval.id]),
    );
    const accepted = await day.accept(manager, sent.acceptance_id, 'Solvent, go ahead');
    expect(accepted.status).toBe('approved');
    const rejected = await day.ok(`${day.core}/acceptances/${discountApproval.id}/reject`, {
      headers: manager.headers,
      form: { reason: 'The project offer already covers this client.' },
    });
    expect(rejected.status).toBe('rejected');
    const inbox = await day.waitingFor(manager);
    expect(inbox).not.toContain(sent.acceptance_id);
    expect(inbox).not.toContain(discountApproval.id);

    // What the agent sees of the decisions: the hold accepted, the discount rejected.
    const tab = await day.ok(`${day.unitUrl(unit.id)}/booking`, { headers: agent.headers });
    expect(tab.activeBooking).toMatchObject({ status: 'accepted', client_id: clientId });
    const shown = await day.ok(`${day.crm}/discounts/${discount.id}`, { headers: agent.headers });
    expect(shown.status).toBe('rejected');
  });

  it('reassigns a lead and a client of the team to another member of it', async () => {
    const agent = await day.signInAs('sales_agent');
    const manager = await day.signInAs('sales_manager');
    const project = await day.ownProject();
    // A second agent of the project reporting to the demo sales manager (the demo team has one
    // agent), in the sales agents' role index as the seed puts its agents.
    const colleague = await day.freshMember('sales_agent', {
      row_scope: 'own',
      department_id: 1,
      project_ids: [project.id],
    });
    await indexRoleMembers(colleague.id, ['sales_agent']);
    await setLineManager(colleague.id, manager.id);
    const unit = await day.availableUnit(project);
    const lead = await day.newLead(agent, unit.project_id);
    const other = await day.newLead(agent, unit.project_id);
    const { clientId } = await day.leadHold(agent, other.id, unit.id);

    const moved = await day.ok(`${day.crm}/attention-requests/${lead.id}/update`, {
      headers: manager.headers,
      form: { sale_support_user_id: String(colleague.id) },
    });
    expect(moved.sale_support_user_id).toBe(colleague.id);
    const client = await day.ok(`${day.crm}/clients/${clientId}/update`, {
      headers: manager.headers,
      form: { sale_support_user_id: String(colleague.id) },
    });
    expect(client.sale_support_user_id ?? client.saleSupportUser?.id).toBe(colleague.id);

    // The colleague works them now; the agent no longer reaches them.
    expect(
      (await day.ok(`${day.crm}/attention-requests/${lead.id}`, { headers: colleague.headers })).id,
    ).toBe(lead.id);
    const found = await stack.call(`${day.crm}/clients?search=${encodeURIComponent(other.name)}`, {
      headers: colleague.headers,
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.response.data.map((entry: { id: number }) => entry.id)).toEqual([clientId]);
    expect(
      (await stack.call(`${day.crm}/attention-requests/${lead.id}`, { headers: agent.headers })).status,
    ).toBe(404);
    const refused = await stack.call(`${day.crm}/clients/${clientId}/update`, {
      headers: agent.headers,
      form: { address: '1 Olaya Street, Riyadh' },
    });
    expect(refused.status).toBe(404);
  });
});
