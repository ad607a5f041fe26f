import { describe, expect, it } from 'vitest';
import { useOwnStack } from '../../../support/own-stack';
import { roleDay, type SignedIn } from '../../../support/role-day';

// On a copy of the demo data (useOwnStack): the general manager's inbox and counters are the demo
// member's, which only this file moves there.
const stack = useOwnStack();
const day = roleDay(stack.call);

/** The home summary's counts by key. */
async function summary(member: SignedIn) {
  const data = await day.ok(`${day.core}/home/summary`, { headers: member.headers });
  const counts: Record<string, number> = Object.fromEntries(
    (data.counts as Array<{ key: string; count: number }>).map((entry) => [entry.key, entry.count]),
  );
  return counts as Record<'waiting_acceptances' | 'unread_notifications', number>;
}

describe("the general manager's day (demo.general-manager), over HTTP", () => {
  it('reads the home card and summary, and decides a discount above 5% once the sales manager and director agreed', async () => {
    const general = await day.signInAs('general_manager');
    const agent = await day.signInAs('sales_agent');
    const manager = await day.signInAs('sales_manager');
    const director = await day.signInAs('sales_director');

    const card = await day.ok(`${day.core}/home/card`, { headers: general.headers });
    expect(card.user ?? card).toMatchObject({ id: general.id });
    const before = await summary(general);
    expect(Object.keys(before)).toEqual(['waiting_acceptances', 'unread_notifications']);

    const discount = await day.askDiscount(agent, 1, 7);
    const approval = await day.waitingApproval(manager, 'discount', discount.id);
    // Above the thresholds of the sales manager and the director: it reaches the general manager last.
    expect(await day.waitingFor(general)).not.toContain(approval.id);
    expect((await day.accept(manager, approval.id, 'Within the season budget')).status).toBe('pending');
    expect(await day.waitingFor(general)).not.toContain(approval.id);
    expect((await day.accept(director, approval.id, 'Agreed')).status).toBe('pending');

    const waiting = await summary(general);
    expect(waiting.waiting_acceptances).toBe(before.waiting_acceptances + 1);
    const shown = await day.ok(`${day.core}/acceptances/${approval.id}`, { headers: general.headers });
    expect(shown.subject).toMatchObject({ kind: 'discount', id: discount.id });
    expect(shown.subject.summary).toMatchObject({ percentage: 7, project_id: 1 });
    const decided = await day.accept(general, approval.id, 'Approved: launch offer');
    expect(decided.status).toBe('approved');
    expect((await summary(general)).waiting_acceptances).toBe(before.waiting_acceptances);
    expect((await day.ok(`${day.crm}/discounts/${discount.id}`, { headers: agent.headers })).status).toBe(
      'approved',
    );

    // A second one above the thresholds, refused at the top: the discount is rejected.
    const second = await day.askDiscount(agent, 1, 9);
    const next = await day.waitingApproval(manager, 'discount', second.id);
    await day.accept(manager, next.id, 'Fine by me');
    await day.accept(director, next.id, 'Fine by me');
    expect(await day.waitingFor(general)).toContain(next.id);
    const refused = await day.ok(`${day.core}/acceptances/${next.id}/reject`, {
      headers: general.headers,
      form: { reason: 'Too deep for this project.' },
    });
    expect(refused.status).toBe('rejected');
    expect((await day.ok(`${day.crm}/discounts/${second.id}`, { headers: agent.headers })).status).toBe(
      'rejected',
    );
  });
});
