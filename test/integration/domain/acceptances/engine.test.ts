import { describe, expect, it } from 'vitest';
import { countsOf, listPage } from '../../../../shared/db/entity-store';
import { ACCEPTANCE_INBOX } from '../../../../shared/domain/acceptances/acceptances';
import {
  loadAcceptance,
  openAcceptanceId,
  submitForAcceptance,
} from '../../../../shared/domain/acceptances/engine';
import { FALLBACK_REVIEWER_ROLE } from '../../../../shared/domain/acceptances/reviewers';
import { roleMembers } from '../../../../shared/domain/acceptances/role-members';
import { PROJECT } from '../../../../shared/domain/projects/projects';
import { USER, USER_COUNTERS } from '../../../../shared/domain/users/users';
import { ConflictError, ForbiddenError } from '../../../../shared/errors';
import { staffRecord } from '../../../support/crm-staff';
import { decideAcceptance, expenseType, freshRole, freshUserId, notificationTypes } from './test-approvable';

const DECIDE = ['core.acceptances.decide'];
const as = (id: number) => ({ id, abilities: DECIDE });

async function waiting(userId: number) {
  const counts = await countsOf([{ type: USER, id: userId }]);
  const inbox = await listPage(ACCEPTANCE_INBOX, 1, 50, { filters: { user_id: userId } });
  return {
    counter: counts.get({ type: USER, id: userId })?.[USER_COUNTERS.waitingAcceptances] ?? 0,
    inbox: inbox.items.map((entry) => entry.acceptance_id),
  };
}

describe('the acceptance engine', () => {
  it('walks a chain of two steps: each opens for its reviewers, the last approval approves the record', async () => {
    // Notifications go to existing, active staff members only: the people are records of the test.
    const [requester, manager, director] = await Promise.all([staffRecord(), staffRecord(), staffRecord()]);
    const expenses = expenseType([
      {
        name: 'two steps',
        steps: [
          { name: 'manager', reviewer: { kind: 'role', role: await freshRole(manager) } },
          { name: 'director', reviewer: { kind: 'role', role: await freshRole(director) } },
        ],
      },
    ]);
    const expense = await expenses.create(requester);
    const submitted = await submitForAcceptance(expenses.type, expense.id);
    expect(submitted).toMatchObject({ status: 'pending', current_sequence: 1 });
    expect(await waiting(manager)).toEqual({ counter: 1, inbox: [submitted.id] });
    expect(await waiting(director)).toEqual({ counter: 0, inbox: [] });
    expect(await notificationTypes(manager)).toEqual(['acceptance_requested']);

    await expect(decideAcceptance(submitted.id, as(director), 'accept', null)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await decideAcceptance(submitted.id, as(manager), 'accept', 'fine');
    expect(await waiting(manager)).toEqual({ counter: 0, inbox: [] });
    expect(await waiting(director)).toEqual({ counter: 1, inbox: [submitted.id] });
    expect((await expenses.read(expense.id)).status).toBe('pending');

    const approved = await decideAcceptance(submitted.id, as(director), 'accept', null);
    expect(approved).toMatchObject({ status: 'approved', decided_by_id: director });
    expect(approved.current_sequence ?? null).toBeNull();
    expect(approved.steps.map((step) => step.status)).toEqual(['approved', 'approved']);
    expect(approved.events.map((entry) => entry.kind)).toEqual([
      'submitted',
      'step_opened',
      'accepted',
      'step_opened',
      'accepted',
      'approved',
    ]);
    expect(await expenses.read(expense.id)).toMatchObject({ status: 'approved', decided_by: director });
    expect(await waiting(director)).toEqual({ counter: 0, inbox: [] });
    expect(await openAcceptanceId(expenses.name, expense.id)).toBeUndefined();
    expect(await notificationTypes(requester)).toEqual(['acceptance_decided']);
    // Decided: immutable.
    await expect(decideAcceptance(submitted.id, as(director), 'reject', 'late')).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it('never lets the requester approve their own request (four-eyes), even holding the role', async () => {
    const [requester, colleague] = [freshUserId(), freshUserId()];
    const role = await freshRole(requester, colleague);
    const expenses = expenseType([
      { name: 'one step', steps: [{ name: 'team', reviewer: { kind: 'role', role } }] },
    ]);
    const expense = await expenses.create(requester);
    const acceptance = await submitForAcceptance(expenses.type, expense.id);
    expect(acceptance.steps[0]?.reviewer_ids).toEqual([colleague]);
    expect(await waiting(requester)).toEqual({ counter: 0, inbox: [] });
    await expect(decideAcceptance(acceptance.id, as(requester), 'accept', null)).rejects.toMatchObject({
      messageKey: 'acceptances.own_request',
    });
    expect((await loadAcceptance(acceptance.id)).status).toBe('pending');
  });

  it("compares persons, not accounts: the requester's other account neither reviews nor decides", async () => {
    const person = 700_000 + Math.floor(Math.random() * 99_000);
    const [requester, otherAccount, colleague] = [
      await staffRecord({ person_id: person }),
      await staffRecord({ person_id: person }),
      await staffRecord(),
    ];
    const role = await freshRole(otherAccount, colleague);
    const expenses = expenseType([
      { name: 'one step', steps: [{ name: 'team', reviewer: { kind: 'role', role } }] },
    ]);
    const acceptance = await submitForAcceptance(expenses.type, (await expenses.create(requester)).id);
    expect(acceptance.steps[0]?.reviewer_ids).toEqual([colleague]);
    expect(await waiting(otherAccount)).toEqual({ counter: 0, inbox: [] });
    await expect(decideAcceptance(acceptance.id, as(otherAccount), 'accept', null)).rejects.toMatchObject({
      messageKey: 'acceptances.own_request',
    });
    expect((await decideAcceptance(acceptance.id, as(colleague), 'accept', null)).status).toBe('approved');
  });

  it('skips a step whose reviewers include the one who approved the step before', async () => {
    const [requester, both, other] = [freshUserId(), freshUserId(), freshUserId()];
    const expenses = expenseType([
      {
        name: 'skip',
        steps: [
          { name: 'first', reviewer: { kind: 'user', user_id: both } },
          { name: 'second', reviewer: { kind: 'role', role: await freshRole(both, other) } },
        ],
      },
    ]);
    const expense = await expenses.create(requester);
    const acceptance = await submitForAcceptance(expenses.type, expense.id);
    const decided = await decideAcceptance(acceptance.id, as(both), 'accept', null);
    expect(decided.status).toBe('approved');
    expect(decided.steps.map((step) => step.status)).toEqual(['approved', 'skipped']);
    expect(await waiting(other)).toEqual({ counter: 0, inbox: [] });
    expect((await expenses.read(expense.id)).status).toBe('approved');
  });

  it("resolves relations: the requester's line manager, then the project's manager; none set, the admins", async () => {
    const manager = freshUserId();
    // A project of the demo data (a project of the test's own would show in every project list).
    const [project] = (await listPage(PROJECT, 1, 1)).items;
    const projectManager = project?.project_manager_user_id;
    if (!project || !projectManager) throw new Error('the demo data has a project with a manager');
    const expenses = expenseType([
      {
        name: 'relations',
        steps: [
          { name: 'line', reviewer: { kind: 'relation', relation: 'requester_manager' } },
          { name: 'project', reviewer: { kind: 'relation', relation: 'project_manager' } },
        ],
      },
    ]);
    const requester = await staffRecord({ manager_user_id: manager });
    const acceptance = await submitForAcceptance(
      expenses.type,
      (await expenses.create(requester, 1000, project.id)).id,
    );
    expect(acceptance.steps[0]?.reviewer_ids).toEqual([manager]);
    const next = await decideAcceptance(acceptance.id, as(manager), 'accept', null);
    expect(next.steps[1]?.reviewer_ids).toEqual([projectManager]);
    expect((await decideAcceptance(acceptance.id, as(projectManager), 'accept', null)).status).toBe(
      'approved',
    );

    const alone = await staffRecord({ manager_user_id: null });
    const fallback = await submitForAcceptance(expenses.type, (await expenses.create(alone)).id);
    expect(fallback.steps[0]?.reviewer_ids).toEqual(await roleMembers(FALLBACK_REVIEWER_ROLE));
    expect(fallback.steps[0]?.reviewer_ids.length).toBeGreaterThan(0);
  });

  it('waits for every reviewer of an all-step', async () => {
    const [requester, first, second] = [freshUserId(), freshUserId(), freshUserId()];
    const expenses = expenseType([
      {
        name: 'all',
        steps: [
          { name: 'board', reviewer: { kind: 'role', role: await freshRole(first, second) }, mode: 'all' },
        ],
      },
    ]);
    const expense = await expenses.create(requester);
    const acceptance = await submitForAcceptance(expenses.type, expense.id);
    const half = await decideAcceptance(acceptance.id, as(first), 'accept', null);
    expect(half.status).toBe('pending');
    expect(await waiting(first)).toEqual({ counter: 0, inbox: [] });
    expect(await waiting(second)).toEqual({ counter: 1, inbox: [acceptance.id] });
    await expect(decideAcceptance(acceptance.id, as(first), 'accept', null)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect((await decideAcceptance(acceptance.id, as(second), 'accept', null)).status).toBe('approved');
  });

  it('rejects with its reason: the record is rejected and every waiting entry closes', async () => {
    const [requester, first, second] = [freshUserId(), freshUserId(), freshUserId()];
    const expenses = expenseType([
      {
        name: 'any',
        steps: [{ name: 'pair', reviewer: { kind: 'role', role: await freshRole(first, second) } }],
      },
    ]);
    const expense = await expenses.create(requester);
    const acceptance = await submitForAcceptance(expenses.type, expense.id);
    const rejected = await decideAcceptance(acceptance.id, as(second), 'reject', 'Over budget');
    expect(rejected).toMatchObject({ status: 'rejected', decision_comment: 'Over budget' });
    expect((await expenses.read(expense.id)).status).toBe('rejected');
    for (const reviewer of [first, second])
      expect(await waiting(reviewer)).toEqual({ counter: 0, inbox: [] });
  });

  it('chooses the chain by amount, and approves at once when no policy matches', async () => {
    const [requester, manager, director] = [freshUserId(), freshUserId(), freshUserId()];
    const managerStep = { name: 'manager', reviewer: { kind: 'user' as const, user_id: manager } };
    const expenses = expenseType([
      { name: 'small', conditions: { max_amount: 5000 }, steps: [managerStep] },
      {
        name: 'large',
        conditions: { min_amount: 5001, max_amount: 100_000 },
        steps: [managerStep, { name: 'director', reviewer: { kind: 'user', user_id: director } }],
      },
    ]);
    const small = await submitForAcceptance(expenses.type, (await expenses.create(requester, 100)).id);
    const large = await submitForAcceptance(expenses.type, (await expenses.create(requester, 50_000)).id);
    expect([small.policy_name, small.steps.length, large.policy_name, large.steps.length]).toEqual([
      'small',
      1,
      'large',
      2,
    ]);
    const huge = await expenses.create(requester, 500_000);
    const auto = await submitForAcceptance(expenses.type, huge.id);
    expect(auto).toMatchObject({ status: 'approved', policy_name: null });
    expect(auto.events.map((entry) => entry.kind)).toEqual(['submitted', 'auto_approved']);
    expect((await expenses.read(huge.id)).status).toBe('approved');
  });

  it('of 20 accepts of the same step at once (5 reviewers, four times each), exactly one decision lands', async () => {
    const requester = freshUserId();
    const reviewers = Array.from({ length: 5 }, () => freshUserId());
    const expenses = expenseType([
      {
        name: 'crowd',
        steps: [{ name: 'any of 20', reviewer: { kind: 'role', role: await freshRole(...reviewers) } }],
      },
    ]);
    const expense = await expenses.create(requester);
    const acceptance = await submitForAcceptance(expenses.type, expense.id);
    const results = await Promise.allSettled(
      [...reviewers, ...reviewers, ...reviewers, ...reviewers].map((reviewer) =>
        decideAcceptance(acceptance.id, as(reviewer), 'accept', null),
      ),
    );
    const landed = results.filter((result) => result.status === 'fulfilled');
    expect(landed).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ConflictError);
    // A step wider than the limit is refused before anything is written.
    const crowd = expenseType([
      {
        name: 'crowd',
        steps: [
          { name: 'six', reviewer: { kind: 'role', role: await freshRole(...reviewers, freshUserId()) } },
        ],
      },
    ]);
    await expect(submitForAcceptance(crowd.type, (await crowd.create(requester)).id)).rejects.toMatchObject({
      messageKey: 'acceptances.too_many_reviewers',
    });
    const stored = await loadAcceptance(acceptance.id);
    expect(stored.events.filter((entry) => entry.kind === 'accepted')).toHaveLength(1);
    expect((await expenses.read(expense.id)).status).toBe('approved');
    for (const reviewer of reviewers) expect(await waiting(reviewer)).toEqual({ counter: 0, inbox: [] });
  });

  it('keeps one open acceptance per record: of 20 parallel submissions one lands', async () => {
    const [requester, manager] = [freshUserId(), freshUserId()];
    const expenses = expenseType([
      { name: 'one', steps: [{ name: 'm', reviewer: { kind: 'user', user_id: manager } }] },
    ]);
    const expense = await expenses.create(requester);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => submitForAcceptance(expenses.type, expense.id)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ messageKey: 'acceptances.already_open' });
    expect(await waiting(manager)).toMatchObject({ counter: 1 });
  });

  it('locks the record while pending: its writes answer 409 until the decision unlocks it', async () => {
    const [requester, manager] = [freshUserId(), freshUserId()];
    const expenses = expenseType([
      { name: 'lock', steps: [{ name: 'm', reviewer: { kind: 'user', user_id: manager } }] },
    ]);
    const expense = await expenses.create(requester);
    await expenses.edit(expense.id, 'before submission');
    const acceptance = await submitForAcceptance(expenses.type, expense.id);
    await expect(expenses.edit(expense.id, 'while pending')).rejects.toBeInstanceOf(ConflictError);
    expect((await expenses.read(expense.id)).note).toBe('before submission');
    await decideAcceptance(acceptance.id, as(manager), 'accept', null);
    await expenses.edit(expense.id, 'after approval');
    expect((await expenses.read(expense.id)).note).toBe('after approval');
  });
});
