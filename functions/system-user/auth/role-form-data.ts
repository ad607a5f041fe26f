import { roleFormData } from '../../../shared/domain/auth/staff-account';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/roles/get-create-update-data: the roles with their abilities, for the app's role screens. */
export const staffRoleFormData = defineOperation(
  {
    method: 'GET',
    path: '/roles/get-create-update-data',
    operationId: 'staffRoleFormData',
    summary: 'Auth: role-get-create-update-data',
    access: { kind: 'staff', ability: 'core.roles.view' },
    response: { kind: 'single', record: 'RoleFormData' },
  },
  async () => single(roleFormData()),
);
