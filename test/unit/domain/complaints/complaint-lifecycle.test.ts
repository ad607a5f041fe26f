import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_STATUSES,
  complaintLifecycle,
} from '../../../../shared/domain/complaints/complaint-lifecycle';
import { clientActor } from '../../../../shared/domain/lifecycle/lifecycle';
import { ConflictError, ForbiddenError } from '../../../../shared/errors';
import { readmeTable } from '../lifecycle/readme-table';

const client = clientActor(1);

describe('complaint life cycle', () => {
  it('lets the client edit and withdraw only while new', () => {
    for (const action of ['update', 'delete'] as const)
      expect(
        COMPLAINT_STATUSES.filter((from) =>
          complaintLifecycle.can(action, { from, actor: client, subject: {} }),
        ),
      ).toEqual(['new']);
  });

  it("answers today's 409 complaints.not_allowed with the action and status", () => {
    let refused: unknown;
    try {
      complaintLifecycle.step('update', { from: 'resolved', actor: client, subject: {} });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused).toMatchObject({
      messageKey: 'complaints.not_allowed',
      params: { action: 'update', status: 'resolved' },
    });
  });

  it('moves new -> in_review -> resolved -> closed, by staff with crm.complaints.manage', () => {
    const staff = { kind: 'staff', id: 4, abilities: ['crm.complaints.manage'] } as const;
    let from: string = complaintLifecycle.initial;
    for (const action of ['review', 'resolve', 'close'] as const) {
      expect(complaintLifecycle.can(action, { from, actor: client, subject: {} })).toBe(false);
      from = complaintLifecycle.step(action, { from, actor: staff, subject: {} }).to;
    }
    expect(from).toBe('closed');
    expect(() => complaintLifecycle.step('review', { from: 'new', actor: client, subject: {} })).toThrow(
      ForbiddenError,
    );
  });

  it('is the table in the README', () => {
    const [readme, table] = readmeTable('shared/domain/complaints/README.md', complaintLifecycle);
    expect(readme).toContain(table);
  });
});
