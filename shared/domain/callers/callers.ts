import type { ClientEntity } from '../clients/clients';
import type { UserEntity } from '../users/users';
import type { FamilyScope, FamilyScopes, RecordFamily } from './record-families';

/**
 * The signed-in client of a request, resolved once by the bearer middleware from the token and one
 * read of the client: the handler and the domain take it from there and never read it again.
 */
export interface ClientCaller {
  kind: 'client';
  id: number;
  /** The session (bearer token) the request came with: logout and a password change end it. */
  tokenId: number;
  client: ClientEntity;
}

/**
 * The signed-in staff member of a request, resolved once (the token and one read of the user).
 * It is also the life cycles' actor (`kind`, `id`, `abilities`), and carries a row scope per
 * record family with what each scope compares (projects, warehouses, department, reports).
 */
export interface StaffCaller {
  kind: 'staff';
  id: number;
  tokenId: number;
  /** What the token carries: the abilities the user's roles gave at sign-in (`*`: every one). */
  abilities: readonly string[];
  /** The user's record as read for this request (name, roles, person, manager). */
  user: UserEntity;
  scopes: FamilyScopes;
  /** The projects a `projects` scope covers. */
  project_ids: readonly number[];
  /** The warehouses a `warehouses` scope covers. */
  warehouse_ids: readonly number[];
  /** The department a `department` scope covers; none: the scope narrows to `own`. */
  department_id: number | null;
  /** The members whose manager the caller is: a `team` scope covers theirs and the caller's own. */
  report_ids: readonly number[];
}

export type Caller = ClientCaller | StaffCaller;

/** The caller's scope for one family of records. */
export const scopeOf = (caller: Pick<StaffCaller, 'scopes'>, family: RecordFamily): FamilyScope =>
  caller.scopes[family];

/** Whether the token grants an ability (or `*`, every one). */
export const holds = (caller: Pick<StaffCaller, 'abilities'>, ability: string): boolean =>
  caller.abilities.includes('*') || caller.abilities.includes(ability);
