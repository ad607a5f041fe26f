import { abilitiesFor, roleAbilities } from '../../auth/abilities';
import { loadEntities } from '../../db/entity-store';
import { roleMembers } from '../acceptances/role-members';
import type { StaffCaller } from '../callers/callers';
import { isLiveUser, USER, type UserEntity } from '../users/users';
import { REPORT_ABILITIES, type ReportKey } from './scheduled-reports';

/** Whether a set of abilities (`*` is every one) holds a report's ability. */
export const holdsReport = (abilities: readonly string[], key: ReportKey): boolean =>
  abilities.includes('*') || abilities.includes(REPORT_ABILITIES[key]);

/** The report keys the caller may schedule. */
export const reportKeysOf = (caller: StaffCaller): ReportKey[] =>
  (Object.keys(REPORT_ABILITIES) as ReportKey[]).filter((key) => holdsReport(caller.abilities, key));

/** Whether a staff user, as stored now, may receive a report: live, and a role grants its ability. */
export const mayReceive = (user: UserEntity | undefined, key: ReportKey): user is UserEntity =>
  user !== undefined && isLiveUser(user) && holdsReport(abilitiesFor(user.roles ?? []), key);

/** The roles whose bundle grants a report's ability (admin's `*` among them). */
const rolesGranting = (key: ReportKey): string[] =>
  Object.entries(roleAbilities)
    .filter(([, abilities]) => abilities.includes('*') || abilities.includes(REPORT_ABILITIES[key]))
    .map(([role]) => role);

/**
 * The staff users who may receive a report: the members of the roles granting its ability, from
 * the role index (one query a role, as the approval steps read their reviewers; never the users'
 * collection), then one batch read of those users.
 */
export async function eligibleRecipients(key: ReportKey): Promise<UserEntity[]> {
  const ids = [...new Set((await Promise.all(rolesGranting(key).map(roleMembers))).flat())].sort(
    (a, b) => a - b,
  );
  const users = await loadEntities(ids.map((id) => ({ type: USER, id })));
  return users.list(USER, ids).filter((user) => mayReceive(user, key));
}

/** The recipients of `ids` who may receive the report now, and those who may not. */
export async function splitRecipients(
  ids: readonly number[],
  key: ReportKey,
): Promise<{ allowed: UserEntity[]; dropped: number[] }> {
  const users = await loadEntities(ids.map((id) => ({ type: USER, id })));
  const allowed: UserEntity[] = [];
  const dropped: number[] = [];
  for (const id of ids) {
    const user = users.get(USER, id);
    if (mayReceive(user, key)) allowed.push(user);
    else dropped.push(id);
  }
  return { allowed, dropped };
}
