import { loadEntities } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { roleMembers } from '../acceptances/role-members';
import { type StaffCaller, scopeOf } from '../callers/callers';
import { isLiveUser, USER, type UserEntity, userSimple } from '../users/users';

/** Client types and the platforms a client comes from (the form's choices; stored as text). */
export const CLIENT_TYPES = ['individual', 'company'] as const;
export const CLIENT_PLATFORMS = [
  'website',
  'instagram',
  'snapchat',
  'walk-in',
  'call-centre',
  'referral',
] as const;

/** The roles whose members may own clients (sales-support users). */
const OWNER_ROLES = ['sales_agent', 'sales_manager', 'sales_director'];

const option = (locale: Locale, prefix: string) => (value: string) => ({
  value,
  label: translate(locale, `${prefix}.${value}` as MessageKey),
});

/**
 * The sales-support users the caller may give a client to, by name: themselves for an `own`
 * scope; otherwise the members of the sales roles (one query per role on the role index, not the
 * users' collection), those of the caller's department for a `department` scope.
 */
export async function assignableOwners(viewer: StaffCaller): Promise<UserEntity[]> {
  // As the scope itself narrows (shared/domain/users/row-scope.ts): clients have no project field.
  const scope = scopeOf(viewer, 'leads-and-clients');
  const wide = scope === 'all' || (scope === 'department' && viewer.department_id !== null);
  if (!wide) return [viewer.user];
  const ids = [...new Set((await Promise.all(OWNER_ROLES.map(roleMembers))).flat())];
  const loaded = await loadEntities(ids.map((id) => ({ type: USER, id })));
  return loaded
    .list(USER, ids)
    .filter(isLiveUser)
    .filter((user) => scope === 'all' || user.department_id === viewer.department_id)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** The staff client form's choices. */
export async function clientFormData(viewer: StaffCaller, locale: Locale) {
  return {
    types: CLIENT_TYPES.map(option(locale, 'clients.type')),
    platforms: CLIENT_PLATFORMS.map(option(locale, 'clients.platform')),
    sale_support_users: (await assignableOwners(viewer)).map((user) => userSimple(user)),
  };
}

/** The staff client index's filters, with the owners and platforms to choose from. */
export async function clientFilters(viewer: StaffCaller, locale: Locale) {
  const owners = await assignableOwners(viewer);
  const label = (key: string) => translate(locale, `clients.filter.${key}` as MessageKey);
  return {
    filters: [
      { key: 'search', label: label('search'), type: 'text' as const, options: [] },
      {
        key: 'sale_support_user_id',
        label: label('sale_support_user_id'),
        type: 'select' as const,
        options: owners.map((user) => ({ value: String(user.id), label: user.name })),
      },
      {
        key: 'platform',
        label: label('platform'),
        type: 'select' as const,
        options: CLIENT_PLATFORMS.map(option(locale, 'clients.platform')),
      },
      { key: 'date', label: label('date'), type: 'date_range' as const, options: [] },
    ],
  };
}
