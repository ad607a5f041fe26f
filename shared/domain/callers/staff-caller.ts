import { findEntity } from '../../db/entity-store';
import { UnauthenticatedError } from '../../errors';
import { USER, type UserEntity } from '../users/users';
import type { StaffCaller } from './callers';
import { everyFamily, type FamilyScope, type RecordFamily, widestScopes } from './record-families';

type FamilyGrant = Partial<Record<RecordFamily, FamilyScope>>;

/** The sales side's families: leads and clients, visits, holds and sales. */
const sellingAs = (scope: FamilyScope): FamilyGrant => ({
  'leads-and-clients': scope,
  visits: scope,
  'holds-and-sales': scope,
});

/**
 * The scope each role grants per family, on top of the user's own `row_scope` (which every family
 * takes: the narrowest a member sees). A member with several roles gets, per family, the widest any
 * of them gives. `projects` reaches the member's `project_ids`, `warehouses` their `warehouse_ids`.
 * Printed in docs/staff-surface.md "Row scope per role" (test/unit/auth/role-scopes.test.ts holds it).
 *
 * - Agents work their own leads, visits, holds and sales (their `row_scope`, `own` for the demo agent).
 * - Sales managers their team's; the sales director every sale.
 * - Finance reaches the money of its projects: collections and accounting the sales (to open them),
 *   payments and refunds of their projects; the finance manager those of every project. Leads stay
 *   their own: finance does not sell.
 * - Project managers and technicians the maintenance of their projects; a technician's leads stay his own.
 * - Warehouse keepers their warehouses, procurement and HR their areas; procurement (officer and
 *   manager) serves every project, so both see every purchase request and order (`purchasing: all`).
 * - HR records (attendance, leave, overtime, loans, profiles, letters) are their employee's: the
 *   `hr` family starts at `team` for everyone, whatever the stored `row_scope` (a member sees their
 *   own, a line manager also their reports'); HR and the finance manager see all.
 */
export const roleFamilyScopes: Readonly<Record<string, FamilyGrant>> = {
  admin: everyFamily('all'),
  employee: {},
  sales_agent: {},
  sales_manager: { ...sellingAs('team'), approvals: 'team' },
  sales_director: { ...sellingAs('all'), 'payments-and-refunds': 'all', approvals: 'all' },
  collections_officer: { 'holds-and-sales': 'projects', 'payments-and-refunds': 'projects' },
  accountant: {
    'holds-and-sales': 'projects',
    'payments-and-refunds': 'projects',
    maintenance: 'projects',
    purchasing: 'projects',
  },
  finance_manager: {
    'holds-and-sales': 'all',
    'payments-and-refunds': 'all',
    maintenance: 'all',
    purchasing: 'all',
    approvals: 'all',
    // Payroll loans: finance disburses every employee's (issue 34); its abilities keep it from attendance and leave.
    hr: 'all',
  },
  general_manager: everyFamily('all'),
  procurement_officer: { purchasing: 'all', warehouse: 'warehouses' },
  procurement_manager: { purchasing: 'all', warehouse: 'all', approvals: 'department' },
  project_manager: {
    'holds-and-sales': 'projects',
    maintenance: 'projects',
    purchasing: 'projects',
    warehouse: 'projects',
    records: 'projects',
  },
  warehouse_keeper: { warehouse: 'warehouses' },
  technician: { maintenance: 'projects' },
  // HR serves every department (issue 34: "an employee sees their own; a manager their team; HR all").
  hr_officer: { hr: 'all' },
  hr_manager: { hr: 'all', approvals: 'department' },
  // The smoke user reads lists of its own records only.
  smoke: {},
};

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
      // HR's family is not widened by the stored row scope: a department-scoped sales manager sees
      // their team's attendance and leave, not the whole department's.
      { ...everyFamily(user.row_scope ?? 'own'), hr: 'team' },
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
