import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEntity, getEntity } from '../../../shared/db/entity-store';
import { decideAcceptance } from '../../../shared/domain/acceptances/decisions';
import { openAcceptanceId } from '../../../shared/domain/acceptances/engine';
import { staffCallerOf } from '../../../shared/domain/callers/staff-caller';
import { DISCOUNT_APPROVABLE } from '../../../shared/domain/discounts/discount-acceptance';
import { DISCOUNT } from '../../../shared/domain/discounts/discounts';
import { storeStaffDiscount } from '../../../shared/domain/discounts/staff-discounts';
import { riyadhDay } from '../../../shared/domain/home/riyadh-day';
import { findByEmailOrPhone, USER } from '../../../shared/domain/users/users';
import { manualClock } from '../../../shared/scheduler/clock';
import { scheduledJobs } from '../../../shared/scheduler/jobs';
import { startLocalScheduler } from '../../../shared/scheduler/local-scheduler';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A staff member of this test asking for discounts (own scope, a department of its own). */
async function requester() {
  const user = await createEntity(USER, {
    name: 'Expiry requester',
    email: `${randomUUID()}@example.com`,
    phone: null,
    job_title: null,
    id_number: null,
    roles: ['sales_agent'],
  });
  return staffCallerOf({ ...user, row_scope: 'own', department_id: 900_001 }, { tokenId: 0, abilities: [] });
}

/** A discount stored through the staff flow and approved by the seeded sales manager. */
async function activeDiscount(viewer: Awaited<ReturnType<typeof requester>>, endDate: string) {
  const discount = await storeStaffDiscount(viewer, {
    name: `Ends ${endDate} ${randomUUID().slice(0, 4)}`,
    type: 'seasonal',
    value_type: 'percentage',
    value: 1,
    target_type: 'project',
    project_id: 1,
    start_date: '2026-01-01',
    end_date: endDate,
  });
  if (!discount) throw new Error('not stored');
  const manager = await findByEmailOrPhone(USER, 'demo.sales-manager@example.com');
  const acceptanceId = await openAcceptanceId(DISCOUNT_APPROVABLE, Number(discount.id));
  if (!manager || acceptanceId === undefined) throw new Error('no approval');
  await decideAcceptance(acceptanceId, { id: manager.id, abilities: ['*'] }, 'accept', null);
  return Number(discount.id);
}

describe('the discount expiry job, on a clock moved by hand', () => {
  it('expires the active discounts whose end day has passed in Riyadh just after midnight, and no other', async () => {
    const now = Date.now();
    const today = riyadhDay(new Date(now));
    const dayBefore = riyadhDay(new Date(now - 2 * DAY));
    const viewer = await requester();
    const [ended, endsToday] = await Promise.all([
      activeDiscount(viewer, dayBefore),
      activeDiscount(viewer, today),
    ]);
    // Ended too, but never approved: it stays pending.
    const pending = await storeStaffDiscount(viewer, {
      name: 'Pending ended',
      type: 'cash',
      value_type: 'percentage',
      value: 1,
      target_type: 'project',
      project_id: 1,
      start_date: '2026-01-01',
      end_date: dayBefore,
    });
    expect((await getEntity(DISCOUNT, ended, 'discount')).status).toBe('approved');

    // Today's run at 00:05 Asia/Riyadh (21:05 UTC the day before), under a name of this test.
    const midnight = Date.parse(`${today}T00:00:00.000+03:00`);
    const job = scheduledJobs.find((candidate) => candidate.name === 'discount-expiry');
    if (!job) throw new Error('no discount-expiry job');
    const clock = manualClock(new Date(midnight + 4 * MINUTE));
    const scheduler = startLocalScheduler({
      jobs: [{ ...job, name: `discount-expiry-${randomUUID()}` }],
      clock,
    });
    expect(await scheduler.tick()).toEqual([]);
    clock.set(new Date(midnight + 6 * MINUTE));
    expect((await scheduler.tick()).map((run) => run.dueAt)).toEqual([
      new Date(midnight + 5 * MINUTE).toISOString(),
    ]);

    const expired = await getEntity(DISCOUNT, ended, 'discount');
    expect(expired).toMatchObject({
      status: 'expired',
      status_updated_at: new Date(midnight + 5 * MINUTE).toISOString(),
    });
    // The system moved it: no deciding user.
    expect(expired.status_updated_by_user_id ?? null).toBeNull();
    expect((await getEntity(DISCOUNT, endsToday, 'discount')).status).toBe('approved');
    expect((await getEntity(DISCOUNT, Number(pending?.id), 'discount')).status).toBe('pending');
    scheduler.stop();
  });
});
