import { myProfile } from '../../../shared/domain/employee-profiles/profile-views';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/hr/employee-profiles/me: the caller's own profile, pay and IBAN included,
 * with their leave balances; 404 for a staff account without a profile.
 */
export const staffMyEmployeeProfile = defineOperation(
  {
    method: 'GET',
    path: '/hr/employee-profiles/me',
    operationId: 'staffMyEmployeeProfile',
    summary: 'Hr: employee-profiles my profile',
    access: { kind: 'staff', ability: 'hr.self.use' },
    response: { kind: 'single', record: 'EmployeeProfile', notFound: true },
  },
  async ({ request }) => single(await myProfile(staffCaller(request), request.locale)),
);
