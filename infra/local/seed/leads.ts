import { recordFollowUp } from '../../../shared/domain/attention-requests/follow-ups';
import { storeLead } from '../../../shared/domain/attention-requests/staff-leads';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import type { SeededPeople } from './people';

/**
 * Leads the staff CRM works (after the role index is written, so round-robin finds the agents):
 * one of the demo sales agent's with a logged call, one given to the next agent in turn, one of a
 * client. Through the domain functions, as the API stores them.
 */
export async function seedLeads(people: SeededPeople) {
  const admin = await readStaffCaller(people.users.staff.id);
  const agent = people.roleUsers.sales_agent;
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const called = await storeLead(admin, {
    project_id: 1,
    name: 'Khalid Al-Mutairi',
    phone: '+966551230001',
    platform: 'call_centre',
    reason_for_buy: 'family_home',
    payment_method: 'bank_finance',
    note: 'Asked for a four-room villa near the park.',
    sale_support_user_id: agent?.id,
    next_follow_up_at: inAWeek,
  });
  if (agent)
    await recordFollowUp(
      {
        attention_request_id: Number((called as { id?: unknown } | undefined)?.id),
        channel: 'call',
        result: 'interested',
        note: 'Wants a visit next week.',
        next_follow_up_at: inAWeek,
        status: 'interested',
      },
      { kind: 'staff', id: agent.id, abilities: ['crm.leads.manage'] },
    );
  await storeLead(admin, {
    project_id: 2,
    name: 'Reem Al-Dosari',
    phone: '+966551230002',
    platform: 'website',
    payment_method: 'cash',
  });
  // The seeded clients belong to agents of no department: the sales director's scope reaches them.
  const client = people.clients[3];
  const director = people.roleUsers.sales_director;
  if (client && director)
    await storeLead(await readStaffCaller(director.id), {
      project_id: 1,
      client_id: client.id,
      platform: 'walk_in',
    });
}
