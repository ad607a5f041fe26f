import { randomUUID } from 'node:crypto';
import { abilitiesFor } from '../../shared/auth/abilities';
import { issueAccessToken } from '../../shared/auth/access-tokens';
import { createEntity } from '../../shared/db/entity-store';
import {
  findByEmailOrPhone,
  type RowScope,
  USER,
  type User,
  userUniques,
} from '../../shared/domain/users/users';
import { keyHeaders } from './http';

/** A department number of one test's own, so department scopes see only what the test made. */
export const freshDepartment = () => 100_000 + Math.floor(Math.random() * 800_000);

/** A staff member's record of the test's own, holding no role unless `fields` say (any field may be set). */
export async function staffRecord(fields: Partial<User> = {}): Promise<number> {
  const user = {
    name: `Staff ${randomUUID().slice(0, 6)}`,
    email: `staff.${randomUUID().slice(0, 12)}@example.com`,
    phone: null,
    job_title: null,
    id_number: null,
    roles: [],
    ...fields,
  };
  return (await createEntity(USER, user, { uniques: userUniques(user) })).id;
}

/**
 * A staff member of the test's own (not in the role index: approval steps never open for them)
 * with the roles' abilities, or exactly `abilities`, and the headers of a token of theirs.
 */
export async function crmStaff(
  roles: string[],
  scope: { row_scope: RowScope; department_id?: number | null; project_ids?: number[] },
  abilities?: string[],
) {
  const id = await staffRecord({
    name: `Crm ${roles.join(' ')} ${randomUUID().slice(0, 6)}`,
    email: `crm.${randomUUID().slice(0, 12)}@example.com`,
    job_title: roles[0] ?? null,
    roles,
    row_scope: scope.row_scope,
    department_id: scope.department_id ?? null,
    ...(scope.project_ids ? { project_ids: scope.project_ids } : {}),
  });
  const token = await issueAccessToken('user', id, abilities ?? abilitiesFor(roles));
  return { id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

/** A seeded demo staff member (`demo.<role>@example.com`) with a token of their role's abilities. */
export async function demoStaff(email: string, roles: string[]) {
  const user = await findByEmailOrPhone(USER, email);
  if (!user) throw new Error(`no seeded user ${email}`);
  const token = await issueAccessToken('user', user.id, abilitiesFor(roles));
  return { id: user.id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}
