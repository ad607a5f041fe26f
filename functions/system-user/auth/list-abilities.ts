import { listAbilities } from '../../../shared/domain/auth/staff-account';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/abilities: every staff ability, `<module>.<resource>.<action>`. */
export const staffListAbilities = defineOperation(
  {
    method: 'GET',
    path: '/abilities',
    operationId: 'staffListAbilities',
    summary: 'Auth: list abilities',
    access: { kind: 'staff', ability: 'core.roles.view' },
    response: { kind: 'single', record: 'AbilityList' },
  },
  async () => single(listAbilities()),
);
