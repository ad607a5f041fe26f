import type { StaffCaller } from '../callers/callers';
import { inScope, type ScopedFields, scopeFilters } from '../users/row-scope';

/**
 * What the `hr` row scope compares on every HR record (attendance, leave, overtime, loans,
 * letters, profiles): the employee's user id and their department, copied onto the record when it
 * is made. The family starts at `team` for everyone (staff-caller.ts): a member reaches their own
 * records, a line manager also their reports', HR and the finance manager all.
 */
export const HR_SCOPE: ScopedFields = { owner: 'employee_id', department: 'department_id' };

/** Whether an HR record is the caller's to read: their own, a report's, or any for HR. */
export const inHrScope = (caller: StaffCaller, record: object): boolean =>
  inScope(caller, 'hr', record, HR_SCOPE);

/** The equality filter a list of HR records takes for the caller (null: nothing to see). */
export const hrScopeFilters = (caller: StaffCaller) => scopeFilters(caller, 'hr', HR_SCOPE);
