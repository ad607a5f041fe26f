import { findEntity } from '../../db/entity-store';
import { UnauthenticatedError } from '../../errors';
import { USER, type UserEntity } from '../users/users';
import type { StaffCaller } from './callers';
import { everyFamily, type FamilyScope, type RecordFamily, widestScopes } from './record-families';

/**
 * The scope each role grants per family, on top of the user's own `row_scope`. Empty today: every
 * family takes the user's one scope. The issue that gives roles their scopes fills it; a member with
 * several roles then gets, per family, the widest.
 */
export const roleFamilyScopes: Readonly<Record<string, Partial<Record<RecordFamily, FamilyScope>>>> = {};

/** A staff member's session: its token id and the abilities it carries. */
export interface StaffSession {
  tokenId: number;
  abilities: readonly string[];
}

/** The caller a user's record and session make (no read: the record is the one the request read). */
export function staffCallerOf(user: UserEntity, session: StaffSession): StaffCaller {
  return {
    kind: 'staff',
    id: user.id,
    tokenId: session.tokenId,
    abilities: session.abilities,
    user,
    scopes: widestScopes([
      everyFamily(user.row_scope ?? 'own'),
      ...(user.roles ?? []).map((role) => roleFamilyScopes[role] ?? {}),
    ]),
    project_ids: user.project_ids ?? [],
    warehouse_ids: user.warehouse_ids ?? [],
    department_id: user.department_id ?? null,
    report_ids: user.report_ids ?? [],
  };
}

/**
 * A staff caller read by user id, for code that acts as a staff member outside a request (the local
 * seed, tests, the bench); a request's caller comes from the bearer middleware instead.
 */
export async function readStaffCaller(
  userId: number,
  session: Partial<StaffSession> = {},
): Promise<StaffCaller> {
  const user = await findEntity(USER, userId);
  if (!user) throw new UnauthenticatedError();
  return staffCallerOf(user, { tokenId: session.tokenId ?? 0, abilities: session.abilities ?? [] });
}
