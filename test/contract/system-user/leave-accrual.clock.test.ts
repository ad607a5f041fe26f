import { describe, expect, it } from 'vitest';
import { leaveTypeId } from '../../../shared/domain/hr/hr-reference';
import { leaveBalance } from '../../../shared/domain/leave/leave-ledger';
import { accrueMonth } from '../../../shared/domain/leave-requests/leave-accrual';
import { crmStaff, freshDepartment } from '../../support/crm-staff';
import { baseUrl, call } from '../../support/http';
import { leaveProfile } from '../../support/leave-fixtures';

// The 1st of March 2030, 00:30 Asia/Riyadh: a month no other file accrues.
const DUE = '2030-02-28T21:30:00.000Z';

describe('the monthly annual-leave accrual (a scheduler job on the 1st at 00:30 Riyadh)', () => {
  it("credits each active employee the month's share once, through the ledger", async () => {
    const senior = await crmStaff(['employee'], { row_scope: 'own' });
    const junior = await crmStaff(['employee'], { row_scope: 'own' });
    const department = freshDepartment();
    await leaveProfile(senior.id, department, { hire_date: '2020-01-01' });
    await leaveProfile(junior.id, department, { hire_date: '2027-06-01' });
    const first = await call(`${baseUrl}/local/jobs/leave-accrual?at=${DUE}`, { method: 'POST' });
    expect(first.body.data).toEqual({ job: 'leave-accrual', due_at: DUE, ran: true });
    const annual = leaveTypeId('annual');
    expect(await leaveBalance(senior.id, annual)).toMatchObject({ ledger_days: 2.5, available_days: 2.5 });
    expect(await leaveBalance(junior.id, annual)).toMatchObject({ ledger_days: 1.75, available_days: 1.75 });
    // The month's marker: the same month again (another runner, a retried run) credits nothing.
    expect(
      await accrueMonth(
        { user_id: senior.id, department_id: department, hire_date: '2020-01-01' },
        '2030-03',
        DUE,
      ),
    ).toBe(false);
    expect(await leaveBalance(senior.id, annual)).toMatchObject({ ledger_days: 2.5 });
  });
});
