import type { LeaveHolds } from './leave-holds';
import type { LeaveRequestEntity } from './leave-requests';

/**
 * What a stored leave holds, as its release and approval move it: its days, its balance days (a
 * ledger type: `balance_before` is set), its sick days of the service year, the Hajj marker.
 */
export const holdsOf = (leave: LeaveRequestEntity): LeaveHolds => ({
  employee_id: leave.employee_id,
  request_id: leave.id,
  leave_type_id: leave.leave_type_id,
  balance_days: leave.balance_before !== null ? leave.days : 0,
  allow_negative: false,
  available: leave.balance_before ?? 0,
  dates: { from: leave.from_date, to: leave.to_date },
  sick: leave.sick_year ? { year: leave.sick_year, days: leave.days, held_before: 0 } : null,
  hajj: leave.hajj,
});
