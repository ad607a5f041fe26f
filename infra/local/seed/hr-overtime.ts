import { abilitiesFor } from '../../../shared/auth/abilities';
import { addDays, riyadhDate, weekdayOf } from '../../../shared/domain/hr/hr-calendar';
import { findByUnique, USER } from '../../../shared/domain/users/users';
import { demoRoleEmail } from './people';

/** The Sunday-to-Thursday day on or before `day`. */
const workdayOnOrBefore = (day: string): string =>
  weekdayOf(day) >= 5 ? workdayOnOrBefore(addDays(day, -1)) : day;

/**
 * Demo overtime (STAFF-DOMAIN-2 2.6): the warehouse keeper (who reports to the project manager)
 * has one request pending in the project manager's inbox and one approved as time off, its comp-off
 * credit in the ledger. Their days are the working day two weeks ago and the one before. No attendance
 * row is written here: the attendance seed owns the last 30 days, and a second row of a day would
 * double it; without attendance the approval is bounded by the requested minutes alone.
 */
export async function seedHrOvertime(): Promise<void> {
  // Imported here: the engine's module graph loaded with the seed's would load the table client twice.
  const { readStaffCaller } = await import('../../../shared/domain/callers/staff-caller');
  const { approveOvertime, storeOvertime } = await import(
    '../../../shared/domain/overtime-requests/overtime-writes'
  );
  const keeper = await findByUnique(USER, 'EMAIL', demoRoleEmail('warehouse_keeper'));
  const manager = await findByUnique(USER, 'EMAIL', demoRoleEmail('project_manager'));
  if (!keeper || !manager) return;
  const approvedDay = workdayOnOrBefore(addDays(riyadhDate(new Date()), -15));
  const pendingDay = workdayOnOrBefore(addDays(approvedDay, -1));
  const keeperCaller = await readStaffCaller(keeper.id);
  const approved = await storeOvertime(keeperCaller, {
    work_date: approvedDay,
    from_time: '16:00',
    to_time: '20:00',
    compensation: 'time_off',
    reason: 'Quarterly stock count',
  });
  const managerCaller = await readStaffCaller(manager.id, { abilities: abilitiesFor(['project_manager']) });
  await approveOvertime(managerCaller, approved.id, 240);
  await storeOvertime(keeperCaller, {
    work_date: pendingDay,
    from_time: '16:00',
    to_time: '18:00',
    compensation: 'pay',
    reason: 'Unloading a late rebar delivery',
  });
}
