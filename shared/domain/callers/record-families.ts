/**
 * The families of records a staff row scope is granted for. A staff member's scope is set per
 * family, so a collections officer may see every payment and only their own leads. The last four
 * are the areas still to come; they are named now so a role's table can grant them from the start.
 */
export const RECORD_FAMILIES = [
  'leads-and-clients',
  'visits',
  'holds-and-sales',
  'payments-and-refunds',
  'maintenance',
  'approvals',
  'purchasing',
  'warehouse',
  'hr',
  'records',
] as const;
export type RecordFamily = (typeof RECORD_FAMILIES)[number];

/**
 * Which records of a family a staff member sees, narrowest first: their own; their team's (theirs
 * and those of the members whose manager they are); their department's; their projects'; their
 * warehouses'; all. The order is what "widest" means when several roles grant one family.
 */
export const FAMILY_SCOPES = ['own', 'team', 'department', 'projects', 'warehouses', 'all'] as const;
export type FamilyScope = (typeof FAMILY_SCOPES)[number];

/** A scope for every family. */
export type FamilyScopes = Readonly<Record<RecordFamily, FamilyScope>>;

/** The wider of two scopes, by the order of `FAMILY_SCOPES`. */
export const widerScope = (a: FamilyScope, b: FamilyScope): FamilyScope =>
  FAMILY_SCOPES.indexOf(a) >= FAMILY_SCOPES.indexOf(b) ? a : b;

/**
 * Per family, the widest scope any of the grants gives (a member with several roles); a family no
 * grant names is `own`.
 */
export function widestScopes(
  grants: ReadonlyArray<Partial<Record<RecordFamily, FamilyScope>>>,
): FamilyScopes {
  const scopes = Object.fromEntries(RECORD_FAMILIES.map((family) => [family, 'own'])) as Record<
    RecordFamily,
    FamilyScope
  >;
  for (const grant of grants)
    for (const family of RECORD_FAMILIES) {
      const granted = grant[family];
      if (granted) scopes[family] = widerScope(scopes[family], granted);
    }
  return scopes;
}

/** The same scope for every family. */
export const everyFamily = (scope: FamilyScope): Record<RecordFamily, FamilyScope> =>
  Object.fromEntries(RECORD_FAMILIES.map((family) => [family, scope])) as Record<RecordFamily, FamilyScope>;
