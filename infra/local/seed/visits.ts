import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { bookStaffVisit } from '../../../shared/domain/visits/book-staff-visit';
import type { SeededPeople } from './people';

/**
 * Two visits of the demo sales agent (through the staff booking rule, as the API does): one for the
 * demo client, which the client app lists, and one for the demo client's lead. Booked by the sales
 * director, whose scope reaches the seeded clients (they belong to agents of no department). Far
 * ahead, so they stay upcoming; clear of the times the request examples book.
 */
export async function seedVisits(people: SeededPeople): Promise<void> {
  const { sales_agent: agent, sales_director: director } = people.roleUsers;
  if (!agent || !director) return;
  const caller = await readStaffCaller(director.id, { abilities: ['crm.visits.manage'] });
  await bookStaffVisit(
    caller,
    { client_id: people.demoClient.id },
    {
      project_id: 2,
      visit_at: new Date('2030-04-07T09:00:00Z'),
      kind: 'site',
      notes: 'Villa show home.',
      assigned_user_id: agent.id,
    },
    'en',
  );
  await bookStaffVisit(
    caller,
    { attention_request_id: 1 },
    {
      project_id: 2,
      visit_at: new Date('2030-04-07T15:00:00Z'),
      kind: 'showroom',
      assigned_user_id: agent.id,
    },
    'en',
  );
}
