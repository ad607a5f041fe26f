import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { dayTaken } from '../../../shared/domain/attendance/attendance-guards';
import { writeCheckIn } from '../../../shared/domain/attendance/check-in-out';
import { Attendance } from '../../../shared/schemas/records';
import { HEAD_OFFICE, ownEmployee } from '../../support/attendance-fixtures';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/hr/attendances`;
const hrOfficer = () =>
  ownEmployee({ user: { roles: ['hr_officer'] }, abilities: abilitiesFor(['hr_officer']) });
/** A line manager of `reportId` (the `hr` scope `team`: own and reports' records). */
const managerOf = (reportId: number) =>
  ownEmployee({
    user: { roles: ['sales_manager'], report_ids: [reportId] },
    abilities: abilitiesFor(['sales_manager']),
  });

const store = (headers: Record<string, string>, form: Record<string, string>) =>
  call(url, { method: 'POST', headers, form });
const day = (employee_id: number, work_date: string, rest: Record<string, string> = {}) => ({
  employee_id: String(employee_id),
  work_date,
  check_in_time: '08:05',
  check_out_time: '16:10',
  reason: 'Phone left at home',
  ...rest,
});

describe('system-user/hr-attendances: manual records', () => {
  it('stores a day by hand with its minutes, and the day holds one record (409)', async () => {
    const hr = await hrOfficer();
    const employee = await ownEmployee();
    const response = await store(
      hr.headers,
      day(employee.id, '2026-11-03', { check_in_time: '08:30', check_out_time: '17:00' }),
    );
    expect(response.status).toBe(201);
    const record = expectSingle(response.body, Attendance);
    expect(record).toMatchObject({
      work_date: '2026-11-03',
      source: 'manual',
      late_min: 30,
      overtime_min: 60,
      status: 'late',
      edit_reason: 'Phone left at home',
      edited_by_id: hr.id,
    });
    expect(record.edits).toEqual([expect.objectContaining({ action: 'store', by_id: hr.id, before: null })]);
    expect(await dayTaken(employee.id, '2026-11-03')).toBe(record.id);
    expect((await store(hr.headers, day(employee.id, '2026-11-03'))).status).toBe(409);
    // A day without times by its status: a Friday stays a weekend day.
    const friday = await store(
      hr.headers,
      day(employee.id, '2026-11-06', { check_in_time: '', check_out_time: '', status: 'weekend' }),
    );
    expect(friday.status).toBe(201);
    expect(friday.body.data).toMatchObject({ status: 'weekend', worked_min: 0, check_in_at: null });
  });

  it('lands one of 20 parallel stores of the same day (the day marker)', async () => {
    const hr = await hrOfficer();
    const employee = await ownEmployee();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => store(hr.headers, day(employee.id, '2026-11-04'))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('refuses an overlap with the day before still open (422), a future day and bad input (422, en and ar)', async () => {
    const hr = await hrOfficer();
    const employee = await ownEmployee();
    // Checked in on 2026-11-10 at 21:00 Riyadh and never out: the next day cannot start under it.
    await writeCheckIn(
      employee.id,
      { ...HEAD_OFFICE, accuracy_m: 5 },
      undefined,
      new Date('2026-11-10T18:00:00Z'),
    );
    const overlap = await store(hr.headers, day(employee.id, '2026-11-11'));
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.check_in_time[0]).toMatch(/overlap/);
    expect(await dayTaken(employee.id, '2026-11-11')).toBeUndefined();
    const future = await store(hr.headers, day(employee.id, '2099-01-05'));
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors)).toEqual(['work_date']);
    const english = await store(
      hr.headers,
      day(employee.id, '2026-11-12', { check_out_time: '07:00', reason: '' }),
    );
    expect(english.status).toBe(422);
    expect(Object.keys(english.body.errors)).toEqual(['reason']);
    const backwards = await store(hr.headers, day(employee.id, '2026-11-12', { check_out_time: '07:00' }));
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.check_out_time[0]).toMatch(/after the check-in/);
    const arabic = await store(
      { ...hr.headers, 'Accept-Language': 'ar' },
      day(employee.id, '2026-11-12', { check_in_time: '', check_out_time: '' }),
    );
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.status[0]).toContain('وقتي الحضور والانصراف');
  });

  it("refuses another manager's employee (422 on employee_id); a manager stores their report's day", async () => {
    const employee = await ownEmployee();
    const manager = await managerOf(employee.id);
    const stranger = await ownEmployee();
    const refused = await store(manager.headers, day(stranger.id, '2026-11-03'));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['employee_id']);
    expect((await store(manager.headers, day(employee.id, '2026-11-03'))).status).toBe(201);
  });

  it('updates a record with its reason and history, recomputing minutes and status; 404 out of scope', async () => {
    const hr = await hrOfficer();
    const employee = await ownEmployee();
    const stored = expectSingle((await store(hr.headers, day(employee.id, '2026-11-17'))).body, Attendance);
    const update = (headers: Record<string, string>, form: Record<string, string>) =>
      call(`${url}/${stored.id}/update`, { method: 'POST', headers, form });
    const response = await update(hr.headers, {
      check_in_time: '08:00',
      check_out_time: '11:00',
      reason: 'Left for the clinic',
    });
    expect(response.status).toBe(200);
    const updated = expectSingle(response.body, Attendance);
    expect(updated).toMatchObject({
      worked_min: 180,
      status: 'half_day',
      edit_reason: 'Left for the clinic',
    });
    expect(updated.edits.map((edit) => edit.action)).toEqual(['store', 'update']);
    expect(updated.edits[1]?.before).toMatchObject({ status: 'present', check_in_at: stored.check_in_at });
    const arabic = await update(
      { ...hr.headers, 'Accept-Language': 'ar' },
      { check_in_time: '8', reason: 'x' },
    );
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.check_in_time[0]).toContain('وقت الحضور');
    const otherManager = await managerOf(stored.id + 1_000_000);
    expect((await update(otherManager.headers, { status: 'absent', reason: 'x' })).status).toBe(404);
    expect(
      (
        await call(`${url}/999999999/update`, {
          method: 'POST',
          headers: hr.headers,
          form: { status: 'absent', reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('closes an open record by an update, giving its guard back', async () => {
    const hr = await hrOfficer();
    const employee = await ownEmployee();
    const open = await writeCheckIn(
      employee.id,
      { ...HEAD_OFFICE, accuracy_m: 5 },
      undefined,
      new Date('2026-11-18T05:00:00Z'),
    );
    const response = await call(`${url}/${open.id}/update`, {
      method: 'POST',
      headers: hr.headers,
      form: { check_in_time: '08:00', check_out_time: '16:00', reason: 'Forgot to check out' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ status: 'present', worked_min: 480 });
    const today = await call(`${systemUserUrl}/hr/attendance/today`, { headers: employee.headers });
    expect(today.body.data.can_check_out).toBe(false);
  });

  it('deletes softly with a reason, freeing the day; 404 out of scope', async () => {
    const hr = await hrOfficer();
    const employee = await ownEmployee();
    const stored = expectSingle((await store(hr.headers, day(employee.id, '2026-11-19'))).body, Attendance);
    const outsider = await managerOf(employee.id + 1_000_000);
    expect(
      (await call(`${url}/${stored.id}?reason=dup`, { method: 'DELETE', headers: outsider.headers })).status,
    ).toBe(404);
    const noReason = await call(`${url}/${stored.id}`, {
      method: 'DELETE',
      headers: { ...hr.headers, 'Accept-Language': 'ar' },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason[0]).toContain('السبب');
    const deleted = await call(`${url}/${stored.id}?reason=Recorded%20twice`, {
      method: 'DELETE',
      headers: hr.headers,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ deleted: true });
    expect((await call(`${systemUserUrl}/hr/attendance/${stored.id}`, { headers: hr.headers })).status).toBe(
      404,
    );
    expect((await store(hr.headers, day(employee.id, '2026-11-19'))).status).toBe(201);
  });
});

describe('system-user/hr-attendances: index', () => {
  it('lists by employee and month for HR; a manager sees their report, not others', async () => {
    const hr = await hrOfficer();
    const employee = await ownEmployee();
    const stranger = await ownEmployee();
    const mine = expectSingle((await store(hr.headers, day(employee.id, '2026-09-08'))).body, Attendance);
    const late = expectSingle(
      (await store(hr.headers, day(employee.id, '2026-09-09', { check_in_time: '09:00' }))).body,
      Attendance,
    );
    const theirs = expectSingle((await store(hr.headers, day(stranger.id, '2026-09-08'))).body, Attendance);
    const byEmployee = await call(`${url}?employee_id=${employee.id}&month=2026-09`, { headers: hr.headers });
    expect(byEmployee.status).toBe(200);
    expect(byEmployee.body.response.data.map((row: { id: number }) => row.id)).toEqual([mine.id, late.id]);
    const byStatus = await call(
      `${url}?employee_id=${employee.id}&status=late&date_from=2026-09-01&date_to=2026-09-30`,
      {
        headers: hr.headers,
      },
    );
    expect(byStatus.body.response.data.map((row: { id: number }) => row.id)).toEqual([late.id]);
    const byDepartment = await call(`${url}?department_id=${stranger.department}&month=2026-09`, {
      headers: hr.headers,
    });
    expect(byDepartment.body.response.data.map((row: { id: number }) => row.id)).toEqual([theirs.id]);

    const manager = await managerOf(employee.id);
    const team = await call(`${url}?month=2026-09`, { headers: manager.headers });
    expect(team.status).toBe(200);
    const ids = team.body.response.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([mine.id, late.id]);
    const notTheirs = await call(`${url}?employee_id=${stranger.id}&month=2026-09`, {
      headers: manager.headers,
    });
    expect(notTheirs.body.response.data).toEqual([]);
    // A report's record shows to the manager; a stranger's is 404.
    expect(
      (await call(`${systemUserUrl}/hr/attendance/${mine.id}`, { headers: manager.headers })).status,
    ).toBe(200);
    expect(
      (await call(`${systemUserUrl}/hr/attendance/${theirs.id}`, { headers: manager.headers })).status,
    ).toBe(404);
  });

  it('refuses bad filters (422, en and ar)', async () => {
    const hr = await hrOfficer();
    const english = await call(`${url}?status=asleep&month=2026`, { headers: hr.headers });
    expect(english.status).toBe(422);
    expect(Object.keys(english.body.errors).sort()).toEqual(['month', 'status']);
    const arabic = await call(`${url}?employee_id=x`, {
      headers: { ...hr.headers, 'Accept-Language': 'ar' },
    });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.employee_id[0]).toContain('الموظف');
  });

  it('needs hr.attendance.manage (403) and a staff bearer (401)', async () => {
    const employee = await ownEmployee();
    expect((await call(url, { headers: employee.headers })).status).toBe(403);
    expect((await store(employee.headers, day(employee.id, '2026-11-03'))).status).toBe(403);
    expect(
      (
        await call(`${url}/1/update`, {
          method: 'POST',
          headers: employee.headers,
          form: { status: 'absent', reason: 'x' },
        })
      ).status,
    ).toBe(403);
    expect((await call(`${url}/1?reason=x`, { method: 'DELETE', headers: employee.headers })).status).toBe(
      403,
    );
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
  });
});
