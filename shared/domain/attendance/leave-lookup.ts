/**
 * Whether an employee is on approved leave on a Riyadh day (`YYYY-MM-DD`): the nightly job writes
 * `on_leave` instead of `absent` then. Leave requests are built by another helper of issue 34 in
 * parallel: this answers false for now, and the lead wires it to the approved leave requests at
 * merge (one declared-list read of the employee's approved leave covering the day).
 */
export async function approvedLeaveOn(employeeId: number, day: string): Promise<boolean> {
  void employeeId;
  void day;
  return false;
}
