import { declareModule } from '../../../shared/http/module';

/**
 * system-user/auth: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const staffAuth = declareModule({
  surface: 'system-user',
  resource: 'auth',
  grants: { table: 'readwrite' },
  access: { kind: 'keys' },
  abilities: {
    'core.account.use': 'Own account: profile, logout, push tokens, switch account, delete account.',
    'core.roles.view': "The abilities and roles lists (the app's role screens).",
  },
});
