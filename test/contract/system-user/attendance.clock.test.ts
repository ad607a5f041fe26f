import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { findEntity } from '../../../shared/db/entity-store';
import { ATTENDANCE } from '../../../shared/domain/attendance/attendance';
import { dayTaken, openAttendanceId } from '../../../shared/domain/attendance/attendance-guards';
import { markDailyAbsences, markMissingCheckOuts } from '../../../shared/domain/attendance/attendance-jobs';
import { writeCheckIn } from '../../../shared/domain/attendance/check-in-out';
import { scheduledJobs } from '../../../shared/scheduler/jobs';
import { HEAD_OFFICE, ownEmployee } from '../../support/attendance-fixtures';
import { call, systemUserUrl } from '../../support/http';

const position = { ...HEAD_OFFICE, accuracy_m: 5 };

describe('attendance jobs', () => {
  it('are scheduled: missing check-outs every 15 minutes, absences at 01:00 Riyadh', () => {
    const byName = new Map(scheduledJobs.map((job) => [job.name, job.schedule]));
    expect(byName.get('attendance-missing-check-outs')).toEqual({ rateMinutes: 15 });
    expect(byName.get('attendance-daily-absences')).toEqual({ cron: '0 1 * * *' });
  });

  it('marks an open record past its shift end + 6 h a missing check-out and gives its guard back', async () => {
    const employee = await ownEmployee();
    // Tuesday 2026-11-24 in at 08:00 Riyadh; the shift ends 16:00 (13:00 UTC), so 19:00 UTC is the limit.
    const open = await writeCheckIn(employee.id, position, undefined, new Date('2026-11-24T05:00:00Z'));
    expect(await markMissingCheckOuts(new Date('2026-11-24T19:00:00Z'))).not.toContain(open.id);
    expect((await findEntity(ATTENDANCE, open.id))?.status).toBe('open');
    expect(await markMissingCheckOuts(new Date('2026-11-24T19:01:00Z'))).toContain(open.id);
    expect(await findEntity(ATTENDANCE, open.id)).toMatchObject({
      status: 'missing_check_out',
      worked_min: 0,
    });
    expect(await openAttendanceId(employee.id)).toBeUndefined();
    // Nothing left to mark on a second run; HR may record the next day (no overlap with it).
    expect(await markMissingCheckOuts(new Date('2026-11-24T19:16:00Z'))).not.toContain(open.id);
    const hr = await ownEmployee({
      user: { roles: ['hr_officer'] },
      abilities: abilitiesFor(['hr_officer']),
    });
    const next = await call(`${systemUserUrl}/hr/attendances`, {
      method: 'POST',
      headers: hr.headers,
      form: {
        employee_id: String(employee.id),
        work_date: '2026-11-25',
        check_in_time: '08:00',
        check_out_time: '16:00',
        reason: 'Badge reader',
      },
    });
    expect(next.status).toBe(201);
    // HR fixes the missing day: its times computed, the history kept.
    const fixed = await call(`${systemUserUrl}/hr/attendances/${open.id}/update`, {
      method: 'POST',
      headers: hr.headers,
      form: {
        check_in_time: '08:00',
        check_out_time: '15:00',
        reason: 'Left at 15:00, confirmed by the manager',
      },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ status: 'present', worked_min: 420, early_leave_min: 60 });
  });

  it('writes absent, weekend and holiday rows for the day before, once, and leaves recorded days alone', async () => {
    const absent = await ownEmployee();
    const present = await ownEmployee();
    const newcomer = await ownEmployee({ profile: { hire_date: '2026-12-01' } });
    const inactive = await ownEmployee({ profile: { employment_status: 'suspended' } });
    // Wednesday 2026-11-25: `present` checked in that day.
    await writeCheckIn(present.id, position, undefined, new Date('2026-11-25T05:00:00Z'));
    const written = await markDailyAbsences(new Date('2026-11-25T22:00:00Z'));
    const absentId = await dayTaken(absent.id, '2026-11-25');
    expect(absentId).toBeDefined();
    expect(written).toContain(absentId);
    expect(await findEntity(ATTENDANCE, absentId as number)).toMatchObject({
      status: 'absent',
      source: 'system',
      worked_min: 0,
    });
    expect((await findEntity(ATTENDANCE, (await dayTaken(present.id, '2026-11-25')) as number))?.status).toBe(
      'open',
    );
    expect(await dayTaken(newcomer.id, '2026-11-25')).toBeUndefined();
    expect(await dayTaken(inactive.id, '2026-11-25')).toBeUndefined();
    // A second run of the same day writes nothing for them.
    const again = await markDailyAbsences(new Date('2026-11-25T22:05:00Z'));
    expect(again).not.toContain(absentId);
    expect(await dayTaken(absent.id, '2026-11-25')).toBe(absentId);
    // Saturday 2026-11-28 is a weekend day, 2026-09-23 (National Day) a holiday.
    await markDailyAbsences(new Date('2026-11-28T22:00:00Z'));
    expect((await findEntity(ATTENDANCE, (await dayTaken(absent.id, '2026-11-28')) as number))?.status).toBe(
      'weekend',
    );
    await markDailyAbsences(new Date('2026-09-23T22:00:00Z'));
    expect((await findEntity(ATTENDANCE, (await dayTaken(absent.id, '2026-09-23')) as number))?.status).toBe(
      'holiday',
    );
  });
});
