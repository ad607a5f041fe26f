import { describe, expect, it } from 'vitest';
import { createEntity } from '../../../shared/db/entity-store';
import { ATTENDANCE } from '../../../shared/domain/attendance/attendance';
import { leaveTypeId } from '../../../shared/domain/hr/hr-reference';
import { overtimeAmount } from '../../../shared/domain/hr/wages';
import { leaveBalance } from '../../../shared/domain/leave/leave-ledger';
import { setLineManager } from '../../../shared/domain/users/line-manager';
import { OvertimeRequest, OvertimeRequestFormData } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { profileFor } from '../../support/employee-fixtures';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/hr/overtime-requests`;
const WORKDAY = '2026-12-01'; // a Tuesday
const WEEKEND = '2026-12-04'; // a Friday
const PAY = { basic_salary: 1_000_000, housing_allowance: 250_000, transport_allowance: 100_000 };

const profileOf = (userId: number, departmentId: number, managerId: number | null) =>
  profileFor(userId, {
    gender: 'male',
    department_id: departmentId,
    job_title: 'Site engineer',
    manager_user_id: managerId,
    ...PAY,
  });

/** A line manager with one report and an outsider, each with a profile, in a department of their own. */
async function team() {
  const department = 900_000 + Math.floor(Math.random() * 90_000);
  const manager = await crmStaff(['project_manager'], { row_scope: 'department', department_id: department });
  const report = await crmStaff(['warehouse_keeper'], { row_scope: 'own', department_id: department });
  const outsider = await crmStaff(['warehouse_keeper'], { row_scope: 'own', department_id: department });
  await setLineManager(report.id, manager.id);
  await profileOf(manager.id, department, null);
  await profileOf(report.id, department, manager.id);
  await profileOf(outsider.id, department, null);
  return { manager, report, outsider };
}

const store = (headers: Record<string, string>, body: Record<string, string>) =>
  call(url, { method: 'POST', headers, form: body });

async function attendance(employeeId: number, day: string, workedMin: number, overtimeMin: number) {
  await createEntity(ATTENDANCE, {
    employee_id: employeeId,
    department_id: null,
    work_date: day,
    shift_id: 1,
    work_site_id: 1,
    check_in_at: null,
    check_out_at: null,
    source: 'manual',
    check_in_lat: null,
    check_in_lng: null,
    check_out_lat: null,
    check_out_lng: null,
    worked_min: workedMin,
    late_min: 0,
    early_leave_min: 0,
    overtime_min: overtimeMin,
    status: 'present',
    edited_by_id: null,
    edit_reason: null,
  });
}

describe('Hr: overtime-requests', () => {
  it('stores, approves within attendance and credits comp-off days to the ledger', async () => {
    const { manager, report } = await team();
    await attendance(report.id, WORKDAY, 600, 120);
    const stored = await store(report.headers, {
      work_date: WORKDAY,
      from_time: '16:00',
      to_time: '19:00',
      compensation: 'time_off',
      reason: 'Stock count',
    });
    expect(stored.status).toBe(201);
    const request = expectSingle(stored.body, OvertimeRequest);
    expect(request).toMatchObject({
      kind: 'workday',
      requested_min: 180,
      status: 'pending_acceptance',
      employee_consent: true,
      amount: overtimeAmount(PAY, 180) / 100,
    });
    // Four-eyes: the employee never decides their own.
    const own = await call(`${url}/${request.id}/approve`, {
      method: 'POST',
      headers: report.headers,
      form: {},
    });
    expect(own.status).toBe(403);
    // Over the attendance's overtime minutes: 422 in English and Arabic.
    const over = await call(`${url}/${request.id}/approve`, {
      method: 'POST',
      headers: manager.headers,
      form: { approved_min: '150' },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.approved_min[0]).toContain('120');
    const overAr = await call(`${url}/${request.id}/approve`, {
      method: 'POST',
      headers: { ...manager.headers, 'accept-language': 'ar' },
      form: { approved_min: '200' },
    });
    expect(overAr.status).toBe(422);
    expect(overAr.body.errors.approved_min[0]).toContain('دقيقة');
    const approved = await call(`${url}/${request.id}/approve`, {
      method: 'POST',
      headers: manager.headers,
      form: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      approved_min: 120,
      comp_off_days: 0.5,
      amount: overtimeAmount(PAY, 120) / 100,
    });
    expect((await leaveBalance(report.id, leaveTypeId('comp_off'))).ledger_days).toBe(0.5);
    const again = await call(`${url}/${request.id}/approve`, {
      method: 'POST',
      headers: manager.headers,
      form: {},
    });
    expect(again.status).toBe(409);
  });

  it('lets one of 20 racing stores of one day land; the others answer 422', async () => {
    const { report } = await team();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        store(report.headers, {
          work_date: WEEKEND,
          from_time: '08:00',
          to_time: '14:00',
          compensation: 'pay',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    expect(answers.find((answer) => answer.status === 201)?.body.data.kind).toBe('weekend');
  });

  it('refuses bad input in English and Arabic: workday cap, consent, order of times, a non-report', async () => {
    const { manager, report, outsider } = await team();
    const cap = await store(report.headers, {
      work_date: WORKDAY,
      from_time: '16:00',
      to_time: '21:00',
      compensation: 'pay',
    });
    expect(cap.status).toBe(422);
    expect(cap.body.errors.to_time[0]).toContain('4 hours');
    const consent = await store(
      { ...manager.headers, 'accept-language': 'ar' },
      {
        employee_id: String(report.id),
        work_date: WORKDAY,
        from_time: '16:00',
        to_time: '18:00',
        compensation: 'time_off',
      },
    );
    expect(consent.status).toBe(422);
    expect(consent.body.errors.employee_consent[0]).toContain('موافقة الموظف');
    const order = await store(report.headers, {
      work_date: WORKDAY,
      from_time: '18:00',
      to_time: '16:00',
      compensation: 'pay',
    });
    expect(order.status).toBe(422);
    const notReport = await store(manager.headers, {
      employee_id: String(outsider.id),
      work_date: WORKDAY,
      from_time: '16:00',
      to_time: '18:00',
      compensation: 'pay',
    });
    expect(notReport.status).toBe(422);
    const shape = await store(report.headers, {
      work_date: WORKDAY,
      from_time: '25:00',
      to_time: '18:00',
      compensation: 'cash',
    });
    expect(shape.status).toBe(422);
    expect(shape.body.errors).toHaveProperty('compensation');
    const filed = await store(manager.headers, {
      employee_id: String(report.id),
      work_date: WORKDAY,
      from_time: '16:00',
      to_time: '18:00',
      compensation: 'time_off',
      employee_consent: 'true',
    });
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ employee: { id: report.id }, requested_by_id: manager.id });
  });

  it('rewrites a pending request with a new approval, deletes it, and frees the day', async () => {
    const { manager, report, outsider } = await team();
    const stored = await store(report.headers, {
      work_date: WORKDAY,
      from_time: '16:00',
      to_time: '18:00',
      compensation: 'pay',
    });
    const id = stored.body.data.id;
    const before = stored.body.data.acceptance_id;
    const updated = await call(`${url}/${id}/update`, {
      method: 'POST',
      headers: report.headers,
      form: { to_time: '19:00' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ requested_min: 180, status: 'pending_acceptance' });
    expect(updated.body.data.acceptance_id).not.toBe(before);
    const badUpdate = await call(`${url}/${id}/update`, {
      method: 'POST',
      headers: report.headers,
      form: { to_time: '15:00' },
    });
    expect(badUpdate.status).toBe(422);
    // Another employee's request: 404, as an unknown id.
    for (const [path, method] of [
      [`${url}/${id}/update`, 'POST'],
      [`${url}/${id}`, 'DELETE'],
      [`${url}/${id}/approve`, 'POST'],
      [`${url}/${id}/reject`, 'POST'],
    ] as const)
      expect((await call(path, { method, headers: outsider.headers, form: { reason: 'x' } })).status).toBe(
        404,
      );
    const deleted = await call(`${url}/${id}`, { method: 'DELETE', headers: report.headers });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.status).toBe('cancelled');
    expect((await call(`${url}/${id}`, { method: 'DELETE', headers: report.headers })).status).toBe(409);
    expect(
      (
        await call(`${url}/${id}/update`, {
          method: 'POST',
          headers: report.headers,
          form: { to_time: '17:00' },
        })
      ).status,
    ).toBe(409);
    const again = await store(report.headers, {
      work_date: WORKDAY,
      from_time: '16:00',
      to_time: '17:00',
      compensation: 'pay',
    });
    expect(again.status).toBe(201);
    const reject = await call(`${url}/${again.body.data.id}/reject`, {
      method: 'POST',
      headers: manager.headers,
      form: {},
    });
    expect(reject.status).toBe(422);
    const rejected = await call(`${url}/${again.body.data.id}/reject`, {
      method: 'POST',
      headers: manager.headers,
      form: { reason: 'Not planned' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_reason: 'Not planned' });
  });

  it("lists the caller's own and a manager's team, and answers the form data", async () => {
    const { manager, report } = await team();
    const stored = await store(report.headers, {
      work_date: WEEKEND,
      from_time: '08:00',
      to_time: '12:00',
      compensation: 'pay',
    });
    const own = await call(`${url}?month=2026-12`, { headers: manager.headers });
    expect(own.body.response.data.map((row: { id: number }) => row.id)).not.toContain(stored.body.data.id);
    const teamList = await call(`${url}?scope=team&employee_id=${report.id}`, { headers: manager.headers });
    expect(teamList.body.response.data.map((row: { id: number }) => row.id)).toContain(stored.body.data.id);
    const badMonth = await call(`${url}?month=2026-13`, {
      headers: { ...manager.headers, 'accept-language': 'ar' },
    });
    expect(badMonth.status).toBe(422);
    await attendance(report.id, '2026-11-27', 300, 0);
    const form = await call(`${url}/get-form-data?work_date=2026-11-27`, { headers: report.headers });
    const data = expectSingle(form.body, OvertimeRequestFormData);
    expect(data).toMatchObject({
      kind: 'weekend',
      attendance: { worked_min: 300, overtime_allowed_min: 300 },
    });
    const managerForm = await call(`${url}/get-form-data`, { headers: manager.headers });
    expect(managerForm.body.data.reports).toContainEqual({ id: report.id, name: `Employee ${report.id}` });
  });

  it('refuses a member without hr.self.use (403) and every call without a token (401)', async () => {
    const stranger = await crmStaff([], { row_scope: 'own' }, ['core.account.use']);
    expect((await call(url, { headers: stranger.headers })).status).toBe(403);
    expect((await call(`${url}/get-form-data`, { headers: stranger.headers })).status).toBe(403);
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    expect((await call(`${url}/1`, { method: 'DELETE', headers: keyHeaders() })).status).toBe(401);
  });
});
