import { showProfile } from '../../../shared/domain/employee-profiles/profile-views';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { profilePath } from './fields';

/**
 * GET {system_user_url}/hr/employee-profiles/{employee_profile_id}: one profile (its id is its
 * staff user's) in the caller's `hr` row scope, else 404, with leave balances; pay and IBAN only
 * for holders of `hr.profiles.view-pay` (or the employee), masked `SA** … 1234` otherwise.
 */
export const staffShowEmployeeProfile = defineOperation(
  {
    method: 'GET',
    path: '/hr/employee-profiles/{employee_profile_id}',
    operationId: 'staffShowEmployeeProfile',
    summary: 'Hr: employee-profiles show',
    response: { kind: 'single', record: 'EmployeeProfile', notFound: true },
    params: profilePath,
  },
  async ({ params, request }) =>
    single(await showProfile(staffCaller(request), params.employee_profile_id, request.locale)),
);
