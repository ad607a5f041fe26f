import { describe, expect, it } from 'vitest';
import { addAcceptanceNotification } from '../../../../shared/domain/acceptances/add-notification';
import { listDigestEntries } from '../../../../shared/domain/acceptances/digest-entries';
import { loadAcceptance, submitForAcceptance } from '../../../../shared/domain/acceptances/engine';
import {
  escalateOverdueAcceptances,
  sendAcceptanceReminders,
  writeDailyDigest,
} from '../../../../shared/domain/acceptances/jobs';
import { readStaffCaller } from '../../../../shared/domain/callers/staff-caller';
import { riyadhDay } from '../../../../shared/domain/home/riyadh-day';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../../shared/errors';
import { staffRecord } from '../../../support/crm-staff';
import {
  expenseType,
  freshRole,
  freshUserId,
  notificationTypes,
  testApprovableTypes,
} from './test-approvable';

const HOUR = 3_600_000;

describe('the acceptance jobs, run with a later now', () => {
  it('remind after the reminder hours, escalate past the deadline, once each', async () => {
    // Notifications go to existing, active staff members only: the people are records of the test.
    const [requester, reviewer, boss] = await Promise.all([staffRecord(), staffRecord(), staffRecord()]);
    const expenses = expenseType([
      {
        name: 'timed',
        reminder_hours: 4,
        sla_hours: 10,
        escalation_role: await freshRole(boss),
        steps: [{ name: 'r', reviewer: { kind: 'user', user_id: reviewer } }],
      },
    ]);
    const acceptance = await submitForAcceptance(expenses.type, (await expenses.create(requester)).id);
    const opened = Date.parse(acceptance.requested_at);

    expect(await sendAcceptanceReminders(new Date(opened + 3 * HOUR))).not.toContain(acceptance.id);
    expect(await sendAcceptanceReminders(new Date(opened + 5 * HOUR))).toContain(acceptance.id);
    expect(await sendAcceptanceReminders(new Date(opened + 6 * HOUR))).not.toContain(acceptance.id);
    expect(await notificationTypes(reviewer)).toEqual(['acceptance_reminder', 'acceptance_requested']);

    expect(await escalateOverdueAcceptances(new Date(opened + 9 * HOUR))).not.toContain(acceptance.id);
    expect(await escalateOverdueAcceptances(new Date(opened + 11 * HOUR))).toContain(acceptance.id);
    expect(await escalateOverdueAcceptances(new Date(opened + 12 * HOUR))).not.toContain(acceptance.id);
    expect(await notificationTypes(boss)).toEqual(['acceptance_escalated']);
    const stored = await loadAcceptance(acceptance.id);
    expect(stored.events.map((entry) => entry.kind)).toEqual([
      'submitted',
      'step_opened',
      'reminded',
      'escalated',
    ]);
  });

  it('write the daily digest per reviewer once a day, filtered by type and project', async () => {
    const [requester, first, second] = [freshUserId(), freshUserId(), freshUserId()];
    const expenses = expenseType([
      {
        name: 'digest',
        steps: [{ name: 'pair', reviewer: { kind: 'role', role: await freshRole(first, second) } }],
      },
    ]);
    const acceptance = await submitForAcceptance(expenses.type, (await expenses.create(requester, 10, 7)).id);
    // 06:00 UTC is 09:00 in Riyadh; 22:00 UTC is already the next day there.
    expect(riyadhDay(new Date('2026-03-01T22:00:00Z'))).toBe('2026-03-02');
    const now = new Date(Date.parse(acceptance.requested_at) + HOUR);
    await writeDailyDigest(now);
    await writeDailyDigest(now);
    for (const reviewer of [first, second]) {
      const all = await listDigestEntries(reviewer, 'en', { page: 1, perPage: 10, filters: {} });
      expect(all.items).toEqual([
        expect.objectContaining({
          acceptance_id: acceptance.id,
          digest_date: riyadhDay(now),
          project_id: 7,
        }),
      ]);
      const byType = await listDigestEntries(reviewer, 'ar', {
        page: 1,
        perPage: 10,
        filters: { approvable_type: expenses.name },
      });
      expect(byType.total).toBe(1);
      expect(
        (await listDigestEntries(reviewer, 'en', { page: 1, perPage: 10, filters: { project_id: 8 } })).total,
      ).toBe(0);
    }
  });

  it('add notification: the requester reminds the reviewers, copies live readers only; an outsider may not', async () => {
    // The test type's record is read with core.acceptances.view (every role) in a `records` scope.
    const reader = { roles: ['employee'], row_scope: 'all' as const };
    const [requester, reviewer, outsider, copied, inactive, stranger] = await Promise.all([
      staffRecord(),
      staffRecord(),
      staffRecord(reader),
      staffRecord(reader),
      staffRecord({ ...reader, is_active: false }),
      staffRecord({ roles: ['employee'], row_scope: 'own' }),
    ]);
    const as = (id: number) => readStaffCaller(id, { abilities: ['*'] });
    const expenses = expenseType([
      { name: 'n', steps: [{ name: 'r', reviewer: { kind: 'user', user_id: reviewer } }] },
    ]);
    const acceptance = await submitForAcceptance(expenses.type, (await expenses.create(requester)).id);
    const notify = async (caller: number, input: { user_ids?: number[]; message?: string }) =>
      addAcceptanceNotification(acceptance.id, await as(caller), input, testApprovableTypes);
    expect(await notify(requester, {})).toEqual({
      acceptance_id: acceptance.id,
      notified_user_ids: [reviewer],
    });
    // No such user, a deactivated one, or one who may not read the approval (their scope does not
    // reach the record): a 422 on user_ids, and no one is notified.
    for (const refused of [[copied, 987_654_321], [inactive], [copied, stranger]])
      await expect(notify(reviewer, { user_ids: refused, message: 'FYI' })).rejects.toBeInstanceOf(
        ValidationError,
      );
    expect(await notificationTypes(copied)).toEqual([]);
    expect(await notificationTypes(stranger)).toEqual([]);
    await notify(reviewer, { user_ids: [copied], message: 'FYI' });
    expect(await notificationTypes(reviewer)).toEqual(['acceptance_reminder', 'acceptance_requested']);
    expect(await notificationTypes(copied)).toEqual(['acceptance_copied']);
    // A reader who takes no part: 403; someone who may not read it: 404, as for an unknown id.
    await expect(notify(outsider, {})).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      addAcceptanceNotification(
        acceptance.id,
        await readStaffCaller(stranger, { abilities: ['*'] }),
        {},
        testApprovableTypes,
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
