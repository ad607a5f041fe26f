import { describe, expect, it } from 'vitest';
import { StaffVisit } from '../../../shared/schemas/records';
import { expectList } from '../../support/envelopes';
import { call } from '../../support/http';
import { bookFor, freshDay, visitClient, visitStaff, visitsUrl } from '../../support/visit-fixtures';

const statuses = (responses: Array<{ status: number }>) =>
  responses.map((response) => response.status).sort((a, b) => a - b);

describe('staff visits under races', () => {
  it("lands one of 20 parallel bookings of one staff member's slot, for 20 clients", async () => {
    const agent = await visitStaff();
    const clients = await Promise.all(Array.from({ length: 20 }, () => visitClient()));
    const slot = `${freshDay()} 11:30`;
    const responses = await Promise.all(
      clients.map((client) =>
        bookFor({ client_id: client.id }, { project_id: '1', visit_at: slot }, agent.headers),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array(19).fill(422)]);
    for (const refused of responses.filter((response) => response.status === 422))
      expect(refused.body.errors.visit_at).toEqual([
        'The assigned staff member already has a visit at this time.',
      ]);
    const listed = expectList(
      (await call(`${visitsUrl}?per_page=100`, { headers: agent.headers })).body,
      StaffVisit,
      visitsUrl,
    );
    expect(listed).toHaveLength(1);
  });

  it('lands one of 20 parallel bookings of one client at one project, at 20 different times', async () => {
    const client = await visitClient();
    const agents = await Promise.all(Array.from({ length: 20 }, () => visitStaff()));
    const responses = await Promise.all(
      agents.map((agent) =>
        bookFor(
          { client_id: client.id },
          { project_id: '2', visit_at: `${freshDay()} 10:00` },
          agent.headers,
        ),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array(19).fill(422)]);
    const winner = responses.find((response) => response.status === 201)?.body.data.id;
    for (const refused of responses.filter((response) => response.status === 422))
      expect(refused.body.errors.project_id).toEqual([
        `The client already has an upcoming visit (#${winner}) at this project.`,
      ]);
  });
});
