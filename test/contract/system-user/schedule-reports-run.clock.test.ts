import { describe, expect, it } from 'vitest';
import { messagesTo, waitForMessage } from '../../../infra/local/outbox-reader';
import { createEntity, findEntity, listPage, updateEntity } from '../../../shared/db/entity-store';
import { ATTENDANCE } from '../../../shared/domain/attendance/attendance';
import { EMPLOYEE_PROFILE } from '../../../shared/domain/hr/employee-profiles';
import { addDays, riyadhDate } from '../../../shared/domain/hr/hr-calendar';
import { STAFF_NOTIFICATION } from '../../../shared/domain/notifications/staff-notifications';
import { USER } from '../../../shared/domain/users/users';
import { ScheduledReportLog } from '../../../shared/schemas/records';
import { ownEmployee } from '../../support/attendance-fixtures';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, systemUserUrl } from '../../support/http';
import { allocateAnnual } from '../../support/leave-fixtures';

const url = `${systemUserUrl}/schedule-reports`;
const FIVE_MINUTES = 5 * 60_000;

/** An HR manager of the test's own (core.reports.schedule, hr.profiles.view, the `hr` scope `all`). */
const hrManager = () => crmStaff(['hr_manager'], { row_scope: 'all' });
const emailOf = async (id: number) => (await findEntity(USER, id))?.email as string;

/** Stores a daily schedule of the previous day's attendance over HTTP; answers it. */
async function storeSchedule(
  owner: { headers: Record<string, string> },
  name: string,
  recipients: number[],
  report: string,
  time: string,
) {
  const stored = await call(url, {
    method: 'POST',
    headers: owner.headers,
    form: {
      name,
      report_key: report,
      period: 'last_day',
      frequency: 'daily',
      time,
      'formats[]': ['csv'],
      'recipient_ids[]': recipients.map(String),
      send_if_data: '1',
    },
  });
  expect(stored.status).toBe(201);
  return stored.body.data as { id: number; next_run_at: string };
}

/**
 * Runs the dispatcher as the scheduler would at `at`: a due time of its own per call (the job runs
 * once per due time), so each test's schedule has a Riyadh time of its own.
 */
async function dispatch(at: Date) {
  const ran = await call(`${baseUrl}/local/jobs/schedule-reports-dispatch?at=${at.toISOString()}`, {
    method: 'POST',
  });
  expect(ran.status).toBe(200);
}

const logsOf = async (headers: Record<string, string>, scheduleId: number) =>
  (await call(`${url}/logs?schedule_id=${scheduleId}`, { headers })).body.response.data as Array<{
    id: number;
  }>;

/** A present day of an employee, as check-in and check-out would record it. */
const presentDay = (employee: { id: number; department: number }, day: string) =>
  createEntity(ATTENDANCE, {
    employee_id: employee.id,
    department_id: employee.department,
    work_date: day,
    shift_id: 1,
    work_site_id: 1,
    check_in_at: `${day}T05:00:00.000Z`,
    check_out_at: `${day}T13:00:00.000Z`,
    source: 'manual',
    check_in_lat: null,
    check_in_lng: null,
    check_out_lat: null,
    check_out_lng: null,
    worked_min: 480,
    late_min: 7,
    early_leave_min: 0,
    overtime_min: 0,
    status: 'late',
    edited_by_id: null,
    edit_reason: null,
  });

describe('schedule-reports: the run (dispatcher job)', () => {
  it('mails the CSV of the owner-scoped rows to the recipients, logs it with its file, drops a recipient who lost the report', async () => {
    const owner = await hrManager();
    const colleague = await hrManager();
    const leaver = await hrManager();
    const schedule = await storeSchedule(
      owner,
      `Attendance ${Date.now()}`,
      [owner.id, colleague.id, leaver.id],
      'attendance_summary',
      '05:00',
    );
    // The day the run covers: the Riyadh day before its due time. The test's own employee was late.
    const day = addDays(riyadhDate(new Date(schedule.next_run_at)), -1);
    const employee = await ownEmployee();
    await presentDay(employee, day);
    const employeeName = (await findEntity(USER, employee.id))?.name as string;
    // The leaver is no longer HR: their roles grant no hr.profiles.view at the run.
    await updateEntity(USER, leaver.id, { roles: ['employee'] }, { recordName: 'user' });
    const since = Date.now();
    await dispatch(new Date(Date.parse(schedule.next_run_at) + 60_000));

    const [listed] = await logsOf(owner.headers, schedule.id);
    const shown = await call(`${url}/logs/${listed?.id}`, { headers: owner.headers });
    const log = expectSingle(shown.body, ScheduledReportLog);
    expect(log).toMatchObject({
      schedule_id: schedule.id,
      status: { key: 'success' },
      attempts: 1,
      error: null,
      dropped_recipient_ids: [leaver.id],
    });
    expect(log.recipient_ids.sort()).toEqual([owner.id, colleague.id].sort());
    expect(log.row_count).toBeGreaterThanOrEqual(1);
    expect(log.file_urls).toHaveLength(1);
    const file = Buffer.from(await (await fetch(log.file_urls[0]?.url as string)).arrayBuffer());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = file.toString('utf8');
    expect(csv.split('\r\n')[0]).toContain('الموظف (Employee)');
    // The employee's line: one late day (present and late), 7 late minutes, 8 hours.
    expect(csv).toContain(`${employeeName},${day},${day},1,1,0,0,7,8.00,0`);

    // One e-mail to each recipient still holding the report, the CSV attached; none to the leaver.
    const mail = await waitForMessage(baseUrl, await emailOf(colleague.id), since);
    expect(mail.channel).toBe('email');
    if (mail.channel !== 'email') return;
    expect(mail.subject).toContain('Attendance summary');
    expect(mail.attachments?.[0]?.key).toBe(`prints/scheduled-reports/${schedule.id}/${log.id}.csv`);
    expect(mail.attachments?.[0]?.content_type).toContain('text/csv');
    await waitForMessage(baseUrl, await emailOf(owner.id), since);
    expect(await messagesTo(baseUrl, await emailOf(leaver.id))).toEqual([]);

    // The next run is the next day's 06:00 Riyadh; a second tick at the same due time runs nothing again.
    const after = (await call(url, { headers: owner.headers })).body.response.data.find(
      (row: { id: number }) => row.id === schedule.id,
    );
    expect(Date.parse(after.next_run_at) - Date.parse(schedule.next_run_at)).toBe(86_400_000);
    expect(after.last_run_at).not.toBeNull();
    await dispatch(new Date(Date.parse(schedule.next_run_at) + 2 * 60_000));
    expect(await logsOf(owner.headers, schedule.id)).toHaveLength(1);
  });

  it("lists each leave balance of the owner's hr scope (the ledger's stored balances)", async () => {
    const owner = await hrManager();
    const employee = await ownEmployee();
    await allocateAnnual(employee.id, 21);
    const profile = await findEntity(EMPLOYEE_PROFILE, employee.id);
    const schedule = await storeSchedule(
      owner,
      `Balances ${Date.now()}`,
      [owner.id],
      'leave_balances',
      '06:30',
    );
    await dispatch(new Date(Date.parse(schedule.next_run_at) + 60_000));
    const [listed] = await logsOf(owner.headers, schedule.id);
    const log = expectSingle(
      (await call(`${url}/logs/${listed?.id}`, { headers: owner.headers })).body,
      ScheduledReportLog,
    );
    expect(log.status).toMatchObject({ key: 'success' });
    const csv = await (await fetch(log.file_urls[0]?.url as string)).text();
    // Employee no., name, leave type, balance, reserved, available, taken.
    expect(csv).toContain(`${profile?.employee_no as string},موظف اختبار,`);
    expect(csv).toMatch(new RegExp(`${profile?.employee_no as string},موظف اختبار,[^,]*,21,0,21,0`));
  });

  it('logs a run with no rows skipped when the schedule asks for data (no file, no mail), once of 20 racing dispatchers', async () => {
    // A manager of the test's own is in no role index: no approval ever waits for them.
    const owner = await hrManager();
    const schedule = await storeSchedule(
      owner,
      `Approvals ${Date.now()}`,
      [owner.id],
      'pending_acceptances',
      '05:30',
    );
    const since = Date.now();
    // 20 dispatchers at once (20 ticks of their own): the run marker lets exactly one run it.
    await Promise.all(
      Array.from({ length: 20 }, (_, tick) =>
        dispatch(new Date(Date.parse(schedule.next_run_at) + (tick + 1) * 1000)),
      ),
    );
    expect(await logsOf(owner.headers, schedule.id)).toHaveLength(1);
    const [listed] = await logsOf(owner.headers, schedule.id);
    const log = expectSingle(
      (await call(`${url}/logs/${listed?.id}`, { headers: owner.headers })).body,
      ScheduledReportLog,
    );
    expect(log).toMatchObject({ status: { key: 'skipped_no_data' }, row_count: 0, file_urls: [] });
    const mails = await messagesTo(baseUrl, await emailOf(owner.id));
    expect(mails.filter((mail) => Date.parse(mail.delivered_at) >= since)).toEqual([]);
  });

  it('tries a failing run at the next two ticks, then logs it failed and notifies the owner', async () => {
    const owner = await hrManager();
    const schedule = await storeSchedule(
      owner,
      `Failing ${Date.now()}`,
      [owner.id],
      'attendance_summary',
      '06:00',
    );
    // The owner leaves HR (their stored roles grant no hr.profiles.view now); the token they hold
    // still reads their logs.
    await updateEntity(USER, owner.id, { roles: ['employee'] }, { recordName: 'user' });
    const { headers } = owner;
    const due = Date.parse(schedule.next_run_at);
    await dispatch(new Date(due + 60_000));
    await dispatch(new Date(due + 60_000 + FIVE_MINUTES));
    expect(await logsOf(headers, schedule.id)).toEqual([]);
    await dispatch(new Date(due + 60_000 + 2 * FIVE_MINUTES));
    const [listed] = await logsOf(headers, schedule.id);
    const log = expectSingle((await call(`${url}/logs/${listed?.id}`, { headers })).body, ScheduledReportLog);
    expect(log).toMatchObject({ status: { key: 'failed' }, attempts: 3, file_urls: [], row_count: 0 });
    expect(log.error).toContain('no longer holds');
    const notices = await listPage(STAFF_NOTIFICATION, 1, 10, { filters: { user_id: owner.id } });
    expect(notices.items).toEqual([
      expect.objectContaining({
        module: 'schedule_reports',
        type: 'scheduled_report_failed',
        subject_id: schedule.id,
      }),
    ]);
    // Advanced past the failed due time: a fourth tick runs nothing more.
    await dispatch(new Date(due + 60_000 + 3 * FIVE_MINUTES));
    expect(await logsOf(headers, schedule.id)).toHaveLength(1);
  });
});
