import { describe, expect, it } from 'vitest';
import { demoRoleEmail } from '../../../infra/local/seed/people';
import { createEntity } from '../../../shared/db/entity-store';
import { EMPLOYEE_PROFILE, type EmployeeProfile } from '../../../shared/domain/hr/employee-profiles';
import { setLineManager } from '../../../shared/domain/users/line-manager';
import { EmployeeProfile as EmployeeProfileRecord } from '../../../shared/schemas/records';
import { crmStaff, demoStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/hr/employee-profiles`;

/** A profile of the test's own for a staff member, in a department of its own. */
async function profileOf(userId: number, departmentId: number, fields: Partial<EmployeeProfile> = {}) {
  return createEntity(
    EMPLOYEE_PROFILE,
    {
      user_id: userId,
      employee_no: `EMP-T${userId}`,
      name_ar: `موظف ${userId}`,
      name_en: `Employee ${userId}`,
      national_id: '1012345678',
      national_id_expiry: null,
      nationality: 'Saudi',
      gender: 'female',
      ramadan_reduced_hours: true,
      department_id: departmentId,
      job_title: 'Analyst',
      manager_user_id: null,
      hire_date: '2021-02-01',
      probation_end: null,
      contract_type: 'unlimited',
      contract_end: null,
      work_site_id: 1,
      shift_id: 1,
      basic_salary: 1_000_000,
      housing_allowance: 250_000,
      transport_allowance: 100_000,
      gosi_number: null,
      gosi_registration_date: null,
      bank_name: 'Al Rajhi Bank',
      iban: 'SA4420000001234567891234',
      employment_status: 'active',
      termination_date: null,
      termination_reason: null,
      ...fields,
    },
    { id: userId, uniques: [{ kind: 'EMPLOYEE_PROFILE_NO', field: 'employee_no', value: `EMP-T${userId}` }] },
  );
}

/** A line manager with one report, each with a profile, in a department of their own. */
async function team() {
  const department = 900_000 + Math.floor(Math.random() * 90_000);
  const manager = await crmStaff(['sales_manager'], { row_scope: 'department', department_id: department });
  const report = await crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });
  const outsider = await crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });
  await setLineManager(report.id, manager.id);
  // The manager's token was issued before the line was set: the caller reads report_ids per request.
  for (const member of [manager, report, outsider]) await profileOf(member.id, department);
  return { department, manager, report, outsider };
}

describe('Hr: employee-profiles', () => {
  it('answers the caller their own profile with pay and the IBAN in clear, and leave balances', async () => {
    const { report } = await team();
    const response = await call(`${url}/me`, { headers: report.headers });
    const data = expectSingle(response.body, EmployeeProfileRecord);
    expect(data).toMatchObject({
      id: report.id,
      user_id: report.id,
      iban: 'SA4420000001234567891234',
      iban_masked: false,
      pay: { basic_salary: 10000, housing_allowance: 2500, transport_allowance: 1000, monthly_wage: 13500 },
      work_site: { id: 1, radius_m: 150 },
      shift: { id: 1, start: '08:00', end: '16:00' },
    });
    expect(Array.isArray(data.leave_balances)).toBe(true);
  });

  it('answers 404 for my profile to a staff account without one', async () => {
    const stranger = await crmStaff(['sales_agent'], { row_scope: 'own' });
    expect((await call(`${url}/me`, { headers: stranger.headers })).status).toBe(404);
  });

  it("lists a line manager's own and their reports' profiles only, without pay", async () => {
    const { department, manager, report, outsider } = await team();
    const response = await call(`${url}?department_id=${department}`, { headers: manager.headers });
    expect(response.status).toBe(200);
    const ids = response.body.response.data.map((row: { id: number }) => row.id).sort();
    expect(ids).toEqual([manager.id, report.id].sort());
    expect(ids).not.toContain(outsider.id);
    expect(response.body.response.data[0]).not.toHaveProperty('pay');
  });

  it("shows a report's profile to the manager with the IBAN masked and no pay", async () => {
    const { manager, report } = await team();
    const response = await call(`${url}/${report.id}`, { headers: manager.headers });
    const data = expectSingle(response.body, EmployeeProfileRecord);
    expect(data).toMatchObject({
      id: report.id,
      pay: null,
      iban: 'SA** **** **** **** **** 1234',
      iban_masked: true,
    });
    expect(JSON.stringify(data)).not.toContain('1234567891234');
  });

  it('answers 404 for a profile outside the row scope, as an unknown id', async () => {
    const { manager, outsider } = await team();
    expect((await call(`${url}/${outsider.id}`, { headers: manager.headers })).status).toBe(404);
    expect((await call(`${url}/999999999`, { headers: manager.headers })).status).toBe(404);
  });

  it('shows every profile to HR: the officer masked, the manager (view-pay) in clear', async () => {
    const { report } = await team();
    const officer = await demoStaff(demoRoleEmail('hr_officer'), ['hr_officer']);
    const hrManager = await demoStaff(demoRoleEmail('hr_manager'), ['hr_manager']);
    const masked = await call(`${url}/${report.id}`, { headers: officer.headers });
    expect(masked.body.data).toMatchObject({ pay: null, iban_masked: true });
    const clear = await call(`${url}/${report.id}`, { headers: hrManager.headers });
    expect(clear.body.data).toMatchObject({ pay: { monthly_wage: 13500 }, iban: 'SA4420000001234567891234' });
  });

  it('refuses the index to a member without hr.profiles.view (403) and every read without a token (401)', async () => {
    const employee = await demoStaff(demoRoleEmail('employee'), ['employee']);
    expect((await call(url, { headers: employee.headers })).status).toBe(403);
    expect((await call(`${url}/filters`, { headers: employee.headers })).status).toBe(403);
    // The employee reads their own profile with hr.self.use.
    expect((await call(`${url}/me`, { headers: employee.headers })).status).toBe(200);
    expect((await call(`${url}/me`, { headers: keyHeaders() })).status).toBe(401);
  });

  it('answers 422 for a filter of the wrong shape, in English and Arabic', async () => {
    const officer = await demoStaff(demoRoleEmail('hr_officer'), ['hr_officer']);
    const english = await call(`${url}?employment_status=retired`, { headers: officer.headers });
    expect(english.status).toBe(422);
    expect(english.body.errors).toHaveProperty('employment_status');
    const arabic = await call(`${url}?department_id=x`, {
      headers: { ...officer.headers, 'accept-language': 'ar' },
    });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.department_id[0]).toContain('الإدارة');
  });

  it('offers the filters with the departments and work sites stored', async () => {
    const officer = await demoStaff(demoRoleEmail('hr_officer'), ['hr_officer']);
    const filters = (await call(`${url}/filters`, { headers: officer.headers })).body.data.filters;
    expect(filters.map((filter: { key: string }) => filter.key)).toEqual([
      'department_id',
      'employment_status',
      'nationality',
      'work_site_id',
    ]);
    expect(filters[3].options).toContainEqual({ value: '1', label: 'Head office, Olaya' });
  });
});
