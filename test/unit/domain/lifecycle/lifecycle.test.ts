import { describe, expect, it } from 'vitest';
import {
  type Actor,
  byClient,
  byStaff,
  bySystem,
  clientActor,
  defineLifecycle,
  SYSTEM_ACTOR,
} from '../../../../shared/domain/lifecycle/lifecycle';
import {
  IllegalTransitionError,
  TransitionForbiddenError,
  TransitionGuardError,
} from '../../../../shared/domain/lifecycle/lifecycle-errors';
import { lifecycleTable } from '../../../../shared/domain/lifecycle/lifecycle-table';

interface Leave {
  days: number;
}

const leave = defineLifecycle({
  name: 'leave request',
  states: ['pending', 'approved', 'rejected', 'cancelled'],
  initial: 'pending',
  transitions: [
    { action: 'approve', from: ['pending'], to: 'approved', by: [byStaff('core.acceptances.decide')] },
    { action: 'reject', from: ['pending'], to: 'rejected', by: [byStaff('core.acceptances.decide')] },
    {
      action: 'cancel',
      from: ['pending', 'approved'],
      to: 'cancelled',
      by: [byClient, byStaff('core.acceptances.decide')],
      guard: { rule: 'fewer than 30 days', holds: (request: Leave) => request.days < 30 },
    },
    { action: 'expire', from: ['pending'], to: 'cancelled', by: [bySystem] },
    { action: 'edit', from: ['pending'], by: [byClient] },
  ],
});

const hr: Actor = { kind: 'staff', id: 7, abilities: ['core.acceptances.decide'] };
const clerk: Actor = { kind: 'staff', id: 8, abilities: ['clients.view'] };
const admin: Actor = { kind: 'staff', id: 1, abilities: ['*'] };
const owner = clientActor(3);
const short = { days: 2 };
const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('lifecycle helper', () => {
  it('moves a record by an allowed action, and keeps the state for an action without a target', () => {
    expect(leave.step('approve', { from: 'pending', actor: hr, subject: short })).toEqual({
      action: 'approve',
      from: 'pending',
      to: 'approved',
      changes: true,
    });
    expect(leave.step('edit', { from: 'pending', actor: owner, subject: short })).toMatchObject({
      to: 'pending',
      changes: false,
    });
  });

  it('refuses an action the state does not allow with one error naming the states that allow it', () => {
    const refusal = refusalOf(() => leave.step('cancel', { from: 'rejected', actor: hr, subject: short }));
    expect(refusal).toBeInstanceOf(IllegalTransitionError);
    expect(refusal).toMatchObject({
      lifecycle: 'leave request',
      action: 'cancel',
      from: 'rejected',
      allowedFrom: ['pending', 'approved'],
    });
    expect((refusal as Error).message).toBe(
      'A leave request that is "rejected" does not allow "cancel"; it is allowed from "pending", "approved".',
    );
  });

  it('treats a stored status it does not know as allowing nothing', () => {
    expect(
      refusalOf(() => leave.step('edit', { from: 'archived', actor: owner, subject: short })),
    ).toMatchObject({
      from: 'archived',
      allowedFrom: ['pending'],
    });
  });

  it('lets only the listed parties act: the client, staff with the ability (or *), and the system always', () => {
    expect(leave.can('approve', { from: 'pending', actor: hr, subject: short })).toBe(true);
    expect(leave.can('approve', { from: 'pending', actor: admin, subject: short })).toBe(true);
    expect(leave.can('approve', { from: 'pending', actor: SYSTEM_ACTOR, subject: short })).toBe(true);
    const refusal = refusalOf(() => leave.step('approve', { from: 'pending', actor: clerk, subject: short }));
    expect(refusal).toBeInstanceOf(TransitionForbiddenError);
    expect((refusal as Error).message).toBe(
      'Only staff with core.acceptances.decide may "approve" a leave request that is "pending".',
    );
    expect(leave.can('approve', { from: 'pending', actor: owner, subject: short })).toBe(false);
    expect(leave.can('expire', { from: 'pending', actor: admin, subject: short })).toBe(false);
    expect(leave.can('cancel', { from: 'pending', actor: owner, subject: short })).toBe(true);
  });

  it('checks the guard after the state and the actor', () => {
    const refusal = refusalOf(() =>
      leave.step('cancel', { from: 'approved', actor: hr, subject: { days: 40 } }),
    );
    expect(refusal).toBeInstanceOf(TransitionGuardError);
    expect(refusal).toMatchObject({ action: 'cancel', rule: 'fewer than 30 days' });
    expect(
      refusalOf(() => leave.step('cancel', { from: 'rejected', actor: hr, subject: { days: 40 } })),
    ).toBeInstanceOf(IllegalTransitionError);
  });

  it('finds the action that leads to a state, and names the states that lead there when none does', () => {
    expect(leave.stepTo('cancelled', { from: 'pending', actor: owner, subject: short })).toMatchObject({
      action: 'cancel',
    });
    expect(
      leave.stepTo('cancelled', { from: 'pending', actor: SYSTEM_ACTOR, subject: { days: 40 } }),
    ).toMatchObject({ action: 'expire' });
    const refusal = refusalOf(() =>
      leave.stepTo('approved', { from: 'approved', actor: hr, subject: short }),
    );
    expect(refusal).toMatchObject({
      action: undefined,
      to: 'approved',
      from: 'approved',
      allowedFrom: ['pending'],
    });
  });

  it("lists the actions an actor may take now, and maps refusals through the definition's refuse", () => {
    expect(leave.actions({ from: 'pending', actor: hr, subject: short })).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
    expect(leave.actions({ from: 'pending', actor: owner, subject: short })).toEqual(['cancel', 'edit']);
    const mapped = defineLifecycle({
      name: 'thing',
      states: ['a', 'b'],
      initial: 'a',
      transitions: [{ action: 'go', from: ['a'], to: 'b', by: [bySystem] }],
      refuse: (refusal) => new RangeError(`${refusal.from}!`),
    });
    expect(refusalOf(() => mapped.step('go', { from: 'b', actor: SYSTEM_ACTOR, subject: {} }))).toEqual(
      new RangeError('b!'),
    );
  });

  it('refuses a malformed table when it is defined', () => {
    expect(() =>
      defineLifecycle({
        name: 'thing',
        states: ['a', 'b'],
        initial: 'c' as 'a',
        transitions: [
          { action: 'go', from: ['a', 'x' as 'a'], to: 'b', by: [bySystem] },
          { action: 'go', from: ['a'], to: 'a', by: [] },
        ],
      }),
    ).toThrow(
      'Life cycle of thing: initial state "c" is not a state; "go" names unknown state "x"; ' +
        '"go" is defined twice from "a"; "go" names no party (use bySystem).',
    );
  });

  it('writes the life cycle as a Markdown table', () => {
    expect(lifecycleTable(leave).split('\n')).toEqual([
      'States: `pending` (initial), `approved`, `rejected`, `cancelled`.',
      '',
      '| from | action | to | who | guard |',
      '| --- | --- | --- | --- | --- |',
      '| `pending` | `approve` | `approved` | staff with core.acceptances.decide | |',
      '| `pending` | `reject` | `rejected` | staff with core.acceptances.decide | |',
      '| `pending`, `approved` | `cancel` | `cancelled` | the client or staff with core.acceptances.decide | fewer than 30 days |',
      '| `pending` | `expire` | `cancelled` | the system | |',
      '| `pending` | `edit` | — | the client | |',
    ]);
  });
});
