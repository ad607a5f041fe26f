import { approvedMarkOn } from './leave-holds';

/**
 * Whether the employee has approved leave covering a Riyadh day (`YYYY-MM-DD`), for the
 * attendance job that marks `on_leave` days: one key read of the employee's month item, whose
 * `aNN` attribute an approval sets for each day of the leave and a cancellation removes (see
 * leave-holds.ts). Pending, rejected, withdrawn and cancelled leave never mark a day.
 */
export const approvedLeaveOn = (employeeId: number, day: string): Promise<boolean> =>
  approvedMarkOn(employeeId, day);
