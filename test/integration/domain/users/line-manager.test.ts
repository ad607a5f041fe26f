import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEntity, getEntity } from '../../../../shared/db/entity-store';
import { readStaffCaller } from '../../../../shared/domain/callers/staff-caller';
import { setLineManager } from '../../../../shared/domain/users/line-manager';
import { scopeFilters } from '../../../../shared/domain/users/row-scope';
import { USER } from '../../../../shared/domain/users/users';

const member = (name: string) =>
  createEntity(USER, {
    name,
    email: `${randomUUID()}@example.com`,
    phone: null,
    job_title: null,
    id_number: null,
    roles: ['sales_agent'],
  });

describe('line managers and the team scope', () => {
  it("keeps each manager's report ids with the members' manager, so a team scope needs no query", async () => {
    const lead = await member('Team lead');
    const other = await member('Other lead');
    const first = await member('First report');
    const second = await member('Second report');
    await setLineManager(first.id, lead.id);
    await setLineManager(second.id, lead.id);
    expect((await getEntity(USER, lead.id, 'user')).report_ids).toEqual([first.id, second.id]);
    expect((await getEntity(USER, first.id, 'user')).manager_user_id).toBe(lead.id);

    // Moved to another manager: out of the first one's team, into the other's, in one transaction.
    await setLineManager(second.id, other.id);
    expect((await getEntity(USER, lead.id, 'user')).report_ids).toEqual([first.id]);
    expect((await getEntity(USER, other.id, 'user')).report_ids).toEqual([second.id]);

    // The team scope reads the ids from the caller's own record (the one read of the request).
    const caller = await readStaffCaller(lead.id);
    const team = { ...caller, scopes: { ...caller.scopes, visits: 'team' as const } };
    expect(scopeFilters(team, 'visits', { owner: 'assigned_user_id' })).toEqual({
      assigned_user_id: [lead.id, first.id],
    });
    // No manager any more: in nobody's team.
    await setLineManager(first.id, null);
    expect((await getEntity(USER, lead.id, 'user')).report_ids).toEqual([]);
    expect((await getEntity(USER, first.id, 'user')).manager_user_id).toBeUndefined();
  });
});
