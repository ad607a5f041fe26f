import { randomUUID } from 'node:crypto';
import { tableName } from '../../../../shared/config/env';
import {
  createEntity,
  findEntity,
  getEntity,
  listPage,
  updateEntity,
} from '../../../../shared/db/entity-store';
import { entityType } from '../../../../shared/db/entity-type';
import { keys } from '../../../../shared/db/keys';
import type { TransactItem } from '../../../../shared/db/transactions';
import { approvableTypes } from '../../../../shared/domain/acceptances/approvable-records';
import {
  type AcceptancePolicy,
  type ApprovableType,
  approvableSubject,
  type DecisionContext,
} from '../../../../shared/domain/acceptances/approvable-types';
import { type Decider, decideAmong } from '../../../../shared/domain/acceptances/engine';
import { unlockedCheck } from '../../../../shared/domain/acceptances/record-lock';
import { indexRoleMembers } from '../../../../shared/domain/acceptances/role-members';
import { STAFF_NOTIFICATION } from '../../../../shared/domain/notifications/staff-notifications';

/** A record type of the tests alone: it proves the engine without any real record type. */
export interface Expense {
  title: string;
  amount: number;
  requester_id: number;
  project_id: number | null;
  status: string;
  decided_by: number | null;
  note: string;
}

/** A user id far from the seed's, so counters and lists are the test's alone. */
export const freshUserId = () => 800_000 + Math.floor(Math.random() * 99_000);

/** The types of a user's notifications, newest first. */
export async function notificationTypes(userId: number): Promise<string[]> {
  const page = await listPage(STAFF_NOTIFICATION, 1, 50, { filters: { user_id: userId } });
  return page.items.map((notification) => notification.type);
}

/** A role of the test alone, held by the given users. */
export async function freshRole(...userIds: number[]): Promise<string> {
  const role = `role_${randomUUID().slice(0, 8)}`;
  await Promise.all(userIds.map((userId) => indexRoleMembers(userId, [role])));
  return role;
}

const statusUpdate = (type: string, context: DecisionContext, status: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.entity(type, context.id),
    UpdateExpression: 'SET #status = :status, decided_by = :by, #version = #version + :one',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
    ExpressionAttributeValues: {
      ':status': status,
      ':by': context.deciderId,
      ':pending': 'pending',
      ':one': 1,
    },
  },
});

/** The expense types the tests made, beside the real ones: what `decideAcceptance` below finds. */
const testTypes = new Map<string, ApprovableType>(approvableTypes);
export const testApprovableTypes: ReadonlyMap<string, ApprovableType> = testTypes;

/** As shared/domain/acceptances/decisions.ts, over the real types and the tests' expense types. */
export const decideAcceptance = (
  id: number,
  decider: Decider,
  decision: 'accept' | 'reject',
  comment: string | null,
  options: { bulk?: boolean } = {},
) => decideAmong(testTypes, id, decider, decision, comment, options);

/** A fresh expense type with the given policies (known to `decideAcceptance`); answers its helpers. */
export function expenseType(policies: AcceptancePolicy[], options: { bulk?: boolean } = {}) {
  const name = `test_expense_${randomUUID().slice(0, 8)}`;
  const EXPENSE = entityType<Expense>(name.toUpperCase());
  const type: ApprovableType = {
    type: name,
    recordName: 'expense',
    policies: policies.map((policy) => ({ ...policy, bulk_allowed: options.bulk ?? policy.bulk_allowed })),
    subject: approvableSubject({
      kind: 'expense',
      family: 'records',
      viewAbility: 'core.acceptances.view',
      scope: { owner: 'requester_id', project: 'project_id' },
      load: (id) => findEntity(EXPENSE, id),
      showPath: () => null,
      summary: (expense, acceptance) => ({
        title: { en: acceptance.title_en, ar: acceptance.title_ar },
        amount: expense.amount,
        percentage: null,
        project_id: expense.project_id,
        client_id: null,
        unit_id: null,
        starts_at: null,
        ends_at: null,
        requested_at: expense.created_at,
        requester_id: expense.requester_id,
      }),
    }),
    describe: async (id) => {
      const expense = await getEntity(EXPENSE, id, 'expense').catch(() => undefined);
      return expense
        ? {
            summary: { en: `Expense ${expense.title}`, ar: `مصروف ${expense.title}` },
            amount: expense.amount,
            project_id: expense.project_id,
            client_id: null,
            subtype: null,
            requester_id: expense.requester_id,
          }
        : undefined;
    },
    onApproved: async (context) => [statusUpdate(EXPENSE, context, 'approved')],
    onRejected: async (context) => [statusUpdate(EXPENSE, context, 'rejected')],
    onCancelled: async (context) => [statusUpdate(EXPENSE, context, 'cancelled')],
  };
  testTypes.set(name, type);
  return {
    name,
    type,
    EXPENSE,
    create: (requesterId: number, amount = 1000, projectId: number | null = null) =>
      createEntity(EXPENSE, {
        title: randomUUID().slice(0, 6),
        amount,
        requester_id: requesterId,
        project_id: projectId,
        status: 'pending',
        decided_by: null,
        note: '',
      }),
    read: (id: number) => getEntity(EXPENSE, id, 'expense'),
    /** An edit of the record, as a type's own writes do it: checked against the approval lock. */
    edit: async (id: number, note: string) =>
      updateEntity(EXPENSE, id, { note }, { recordName: 'expense', also: [unlockedCheck(name, id)] }),
  };
}
