import { describe, expect, it } from 'vitest';
import { leadLifecycle } from '../../../../shared/domain/attention-requests/lead-lifecycle';
import { SYSTEM_ACTOR } from '../../../../shared/domain/lifecycle/lifecycle';
import { ConflictError, ForbiddenError } from '../../../../shared/errors';
import { readmeTable } from '../lifecycle/readme-table';

const agent = { kind: 'staff' as const, id: 1, abilities: ['crm.leads.manage'] };
const viewer = { kind: 'staff' as const, id: 2, abilities: ['crm.leads.view'] };

describe('the lead life cycle', () => {
  it('is the table README.md shows', () => {
    const [readme, generated] = readmeTable('shared/domain/attention-requests/README.md', leadLifecycle);
    expect(readme).toContain(generated);
  });

  it('lets an agent move an open lead on and close it, and reopens a closed one to contacted', () => {
    expect(
      leadLifecycle.stepTo('visit_scheduled', { from: 'contacted', actor: agent, subject: {} }).action,
    ).toBe('schedule_visit');
    expect(leadLifecycle.stepTo('lost', { from: 'negotiating', actor: agent, subject: {} }).to).toBe('lost');
    expect(leadLifecycle.stepTo('contacted', { from: 'lost', actor: agent, subject: {} }).action).toBe(
      'reopen',
    );
  });

  it('leaves conversion to the system, refuses a closed lead edits (409) and a viewer any step (403)', () => {
    expect(() =>
      leadLifecycle.stepTo('converted', { from: 'negotiating', actor: agent, subject: {} }),
    ).toThrow(ForbiddenError);
    expect(
      leadLifecycle.stepTo('converted', { from: 'negotiating', actor: SYSTEM_ACTOR, subject: {} }).to,
    ).toBe('converted');
    expect(() => leadLifecycle.step('update', { from: 'converted', actor: agent, subject: {} })).toThrow(
      ConflictError,
    );
    expect(() => leadLifecycle.step('follow_up', { from: 'new', actor: viewer, subject: {} })).toThrow(
      ForbiddenError,
    );
  });

  it('deletes only a new lead without follow-ups', () => {
    expect(leadLifecycle.can('delete', { from: 'new', actor: agent, subject: { follow_ups_count: 0 } })).toBe(
      true,
    );
    expect(leadLifecycle.can('delete', { from: 'new', actor: agent, subject: { follow_ups_count: 1 } })).toBe(
      false,
    );
    expect(leadLifecycle.can('delete', { from: 'contacted', actor: agent, subject: {} })).toBe(false);
  });
});
