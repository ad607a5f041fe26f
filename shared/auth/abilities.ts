import type { Ability } from './declared-abilities';

/**
 * Staff abilities and the roles that bundle them (STAFF-DOMAIN.md section 0). A staff token carries
 * its user's abilities; `*` grants everything. Each module declares its abilities (`abilities` in its
 * module.ts), `npx tsx infra/declared-lists.ts` writes them into declared-abilities.ts (the typed
 * set); the role bundles below are kept by hand: a new ability joins the roles that hold it here.
 */
export { type Ability, abilities } from './declared-abilities';

/** What every staff member holds, whatever their roles (the `employee` role of STAFF-DOMAIN.md). */
const EMPLOYEE: readonly Ability[] = [
  'core.account.use',
  'core.notifications.use',
  'core.places.view',
  'core.company.view',
  'core.home.view',
  'core.acceptances.view',
  'core.acceptances.notify',
  // Their own HR records (issue 34): attendance, leave, overtime, loans, letters, profile.
  'hr.self.use',
];

/**
 * Those who review approvals besides seeing them; as line managers they also read their reports'
 * profiles (the `hr` row scope `team` keeps it to them), without pay.
 */
const REVIEWER: readonly Ability[] = [
  ...EMPLOYEE,
  'core.acceptances.decide',
  'hr.profiles.view',
  // Their reports' attendance (the `hr` row scope), HR everyone's (issue 34).
  'hr.attendance.manage',
];

/** Scheduled reports (issue 34): the reviewing roles (managers, finance, HR and procurement leads). */
const REPORTS: readonly Ability[] = ['core.reports.schedule'];

/** HR (issue 34): every employee's profile; the manager also their pay. */
const HR: readonly Ability[] = [
  'hr.profiles.view',
  // Every employee's self-service requests and letters.
  'hr.self-service.manage',
  // Every employee's leave: read, cancel an approved leave not yet started.
  'hr.leaves.manage',
];
const HR_LEAD: readonly Ability[] = [...HR, 'hr.profiles.view-pay'];
/** Payroll loans (issue 34, STAFF-DOMAIN-2 0): HR reads every loan and records repayments; finance disburses. */
const LOANS_HR: readonly Ability[] = ['hr.loans.manage'];
const LOANS_FINANCE: readonly Ability[] = ['hr.loans.disburse'];

/** The sales team's customer work: leads, visits, clients, discounts (row scope says whose), and its prints. */
const SALES: readonly Ability[] = [
  'crm.leads.view',
  'crm.leads.manage',
  'crm.visits.view',
  'crm.visits.manage',
  'crm.clients.view',
  'crm.clients.manage',
  'crm.discounts.view',
  'crm.discounts.manage',
  'sales.print-templates.view',
  'crm.maintenance-requests.view',
  'sales.units.view',
  'sales.bookings.view',
  'sales.bookings.manage',
  'sales.sales.init',
  'sales.sales.view',
  'sales.sales.manage',
  'sales.payments.manage',
  'sales.refunds.manage',
];

/** Sales managers and directors besides the team's work: deleting and restoring a sale. */
const SALES_LEAD: readonly Ability[] = [...SALES, 'sales.sales.delete'];

/**
 * Collecting and recording the money of sales: finding the sale (the projects, their units and each
 * unit's sale tab, `sales.units.view`), reading it and recording its payments.
 */
const COLLECTIONS: readonly Ability[] = [
  'crm.clients.view',
  'sales.units.view',
  'sales.sales.view',
  'sales.payments.manage',
];

/** Maintenance work on the clients' units. */
const MAINTENANCE: readonly Ability[] = ['crm.maintenance-requests.view', 'crm.maintenance-requests.manage'];

/** Reading the customer side, without changing it. */
const CRM_VIEW: readonly Ability[] = [
  'sales.units.view',
  'sales.bookings.view',
  'sales.sales.view',
  'crm.leads.view',
  'crm.visits.view',
  'crm.clients.view',
  'crm.discounts.view',
  'crm.maintenance-requests.view',
];

/** The purchasing catalogue: procurement keeps it; the roles that order or receive read it. */
const MATERIALS_VIEW: readonly Ability[] = ['purchasing.materials.view'];
const MATERIALS: readonly Ability[] = [...MATERIALS_VIEW, 'purchasing.materials.manage'];
/** Purchase requests: procurement and project managers ask and source; finance and the warehouse read. */
const REQUESTS_VIEW: readonly Ability[] = ['purchasing.requests.view'];
const REQUESTS: readonly Ability[] = [...REQUESTS_VIEW, 'purchasing.requests.manage'];

/** Purchase orders: procurement compares offers, sends orders and asks payments; finance executes them. */
const ORDERS_VIEW: readonly Ability[] = ['purchasing.orders.view'];
const ORDERING: readonly Ability[] = [
  ...ORDERS_VIEW,
  'purchasing.orders.manage',
  'purchasing.payments.request',
];
/** Supply requests (call-offs against an order): procurement and the project's manager. */
const SUPPLY_REQUESTS: readonly Ability[] = ['purchasing.supply-requests.manage'];
/** The warehouse: keepers and procurement receive goods and ask disbursements; project managers read. */
const WAREHOUSE_VIEW: readonly Ability[] = ['purchasing.warehouse.view'];
const WAREHOUSE: readonly Ability[] = [...WAREHOUSE_VIEW, 'purchasing.warehouse.manage'];
const ORDER_PAYMENTS: readonly Ability[] = [
  ...ORDERS_VIEW,
  'purchasing.payments.request',
  'purchasing.payments.execute',
];

/** Purchase invoices (issue 33): the accountant stores and matches, finance approves exceptions, procurement reads. */
const INVOICES_VIEW: readonly Ability[] = ['purchasing.invoices.view'];
const INVOICES: readonly Ability[] = [...INVOICES_VIEW, 'purchasing.invoices.manage'];
const INVOICES_ALL: readonly Ability[] = [...INVOICES, 'purchasing.invoices.approve-exception'];

export const roleAbilities: Record<string, ReadonlyArray<Ability | '*'>> = {
  admin: ['*'],
  employee: EMPLOYEE,
  sales_agent: [...EMPLOYEE, ...SALES],
  sales_manager: [...REVIEWER, ...REPORTS, ...SALES_LEAD],
  sales_director: [...REVIEWER, ...REPORTS, ...SALES_LEAD],
  collections_officer: [...EMPLOYEE, ...COLLECTIONS],
  accountant: [
    ...EMPLOYEE,
    ...COLLECTIONS,
    'crm.maintenance-requests.view',
    'crm.maintenance-requests.bill',
    ...ORDERS_VIEW,
    ...INVOICES,
  ],
  finance_manager: [
    ...REVIEWER,
    ...REPORTS,
    ...CRM_VIEW,
    ...COLLECTIONS,
    'crm.maintenance-requests.bill',
    'sales.payments.force-delete',
    'sales.sales.force-emptying',
    'sales.refunds.manage',
    ...MATERIALS_VIEW,
    ...REQUESTS_VIEW,
    ...ORDER_PAYMENTS,
    ...INVOICES_ALL,
    // STAFF-DOMAIN-2 0: pay is read by the HR manager and finance.
    'hr.profiles.view-pay',
    // Disburses loans; reads them through the hr row scope (all), so it needs no hr.loans.manage.
    ...LOANS_FINANCE,
  ],
  general_manager: [
    ...REVIEWER,
    ...REPORTS,
    'core.roles.view',
    ...CRM_VIEW,
    ...REQUESTS_VIEW,
    ...ORDERS_VIEW,
  ],
  procurement_officer: [
    ...EMPLOYEE,
    ...MATERIALS,
    ...REQUESTS,
    ...ORDERING,
    ...WAREHOUSE,
    ...SUPPLY_REQUESTS,
    ...INVOICES_VIEW,
  ],
  procurement_manager: [
    ...REVIEWER,
    ...REPORTS,
    ...MATERIALS,
    ...REQUESTS,
    ...ORDERING,
    ...WAREHOUSE,
    'purchasing.warehouse.over-receive',
    ...SUPPLY_REQUESTS,
    ...INVOICES_VIEW,
  ],
  project_manager: [
    ...REVIEWER,
    ...REPORTS,
    ...MAINTENANCE,
    'crm.maintenance-requests.bill',
    'crm.complaints.manage',
    ...MATERIALS_VIEW,
    ...REQUESTS,
    ...ORDERS_VIEW,
    ...WAREHOUSE_VIEW,
    ...SUPPLY_REQUESTS,
  ],
  warehouse_keeper: [...EMPLOYEE, ...MATERIALS_VIEW, ...REQUESTS_VIEW, ...WAREHOUSE],
  technician: [...EMPLOYEE, ...MAINTENANCE],
  hr_officer: [...REVIEWER, 'core.roles.view', ...HR, ...LOANS_HR, 'hr.overtime.decide'],
  hr_manager: [
    ...REVIEWER,
    ...REPORTS,
    'core.roles.view',
    ...HR_LEAD,
    ...LOANS_HR,
    ...LOANS_FINANCE,
    'hr.overtime.decide',
  ],
  /**
   * The pipeline's smoke user (`npm run first-deploy`): one read per staff API and nothing that
   * writes, the abilities `smokeAbilitiesOf` derives from the modules (test/unit/first-deploy holds it).
   */
  smoke: [
    'core.account.use',
    'core.acceptances.view',
    'crm.leads.view',
    'hr.profiles.view',
    // The payroll loans API's read: the smoke user's own loans (none).
    'hr.self.use',
    'purchasing.invoices.view',
    'purchasing.materials.view',
    'purchasing.requests.view',
    'purchasing.warehouse.view',
    'sales.print-templates.view',
    'sales.sales.view',
  ],
};

/** Every ability the given roles grant, without duplicates (`*` alone when one grants everything). */
export function abilitiesFor(roles: string[]): string[] {
  const granted = new Set(roles.flatMap((role) => roleAbilities[role] ?? []));
  // `*` already holds every ability.
  return granted.has('*') ? ['*'] : [...granted];
}
