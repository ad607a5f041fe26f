/**
 * Staff abilities: the typed set every staff route names one of (`<module>.<resource>.<action>`),
 * and the roles that bundle them (STAFF-DOMAIN.md section 0). A staff token carries its user's
 * abilities; `*` grants everything. Each issue that adds staff operations adds their abilities here
 * and to the roles that hold them.
 */
export const abilities = [
  /** Own account: profile, logout, push tokens, switch account, delete account. */
  'core.account.use',
  /** The abilities and roles lists (the app's role screens). */
  'core.roles.view',
  /** Approvals: index, show, form data, daily digest. */
  'core.acceptances.view',
  /** Approvals: accept, reject, accept all, refuse all (as a reviewer of the current step). */
  'core.acceptances.decide',
  /** Approvals: remind reviewers or copy people on an approval. */
  'core.acceptances.notify',
  /** Own notifications: list, count unread, mark read. */
  'core.notifications.use',
  /** Countries, areas, cities, blocks. */
  'core.places.view',
  /** The company's own data (names, registration, bank accounts). */
  'core.company.view',
  /** The home screen: the user's card and the counts summary. */
  'core.home.view',
  /** Move a maintenance request along its life cycle (issue 15 adds the staff routes). */
  'crm.maintenance-requests.manage',
  /** Move a complaint along its life cycle. */
  'crm.complaints.manage',
] as const;

export type Ability = (typeof abilities)[number];

/** What every staff member holds, whatever their roles (the `employee` role of STAFF-DOMAIN.md). */
const EMPLOYEE: readonly Ability[] = [
  'core.account.use',
  'core.notifications.use',
  'core.places.view',
  'core.company.view',
  'core.home.view',
  'core.acceptances.view',
  'core.acceptances.notify',
];

/** Those who review approvals besides seeing them. */
const REVIEWER: readonly Ability[] = [...EMPLOYEE, 'core.acceptances.decide'];

export const roleAbilities: Record<string, ReadonlyArray<Ability | '*'>> = {
  admin: ['*'],
  employee: EMPLOYEE,
  sales_agent: EMPLOYEE,
  sales_manager: REVIEWER,
  sales_director: REVIEWER,
  collections_officer: EMPLOYEE,
  accountant: EMPLOYEE,
  finance_manager: REVIEWER,
  general_manager: [...REVIEWER, 'core.roles.view'],
  procurement_officer: EMPLOYEE,
  procurement_manager: REVIEWER,
  project_manager: REVIEWER,
  warehouse_keeper: EMPLOYEE,
  hr_officer: [...REVIEWER, 'core.roles.view'],
  hr_manager: [...REVIEWER, 'core.roles.view'],
};

/** Every ability the given roles grant, without duplicates (`*` alone when one grants everything). */
export function abilitiesFor(roles: string[]): string[] {
  const granted = new Set(roles.flatMap((role) => roleAbilities[role] ?? []));
  // `*` already holds every ability.
  return granted.has('*') ? ['*'] : [...granted];
}
