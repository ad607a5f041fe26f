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
  /** Leads (attention requests): index, filters, show, form data, client search. */
  'crm.leads.view',
  /** Leads: store, update, delete, follow-ups. */
  'crm.leads.manage',
  /** Visits: index, filters, form data, check upcoming. */
  'crm.visits.view',
  /** Visits: book for a client or a lead, reschedule, cancel. */
  'crm.visits.manage',
  /** Clients: index, filters, form data. */
  'crm.clients.view',
  /** Clients: store, update, delete. */
  'crm.clients.manage',
  /** Discounts: index, filters, show, form data. */
  'crm.discounts.view',
  /** Discounts: store (each goes to approval). */
  'crm.discounts.manage',
  /** Maintenance requests: index, filters, show, comments, form data. */
  'crm.maintenance-requests.view',
  /** Maintenance requests: store, update, delete, comment, assign, move along the life cycle. */
  'crm.maintenance-requests.manage',
  /** Maintenance requests: the cost and the invoice details. */
  'crm.maintenance-requests.bill',
  /** Move a complaint along its life cycle. */
  'crm.complaints.manage',
  /** Print templates: their layouts, variables and watermark settings (reads; none is writable yet). */
  'sales.print-templates.view',
  /** Sales support: the projects index, a project's units and leads, a unit's tabs, their filters. */
  'sales.units.view',
  /** Holds (bookings): get data, offer data, print offer, financial solvency form data. */
  'sales.bookings.view',
  /** Holds: make (for a client or a lead), cancel, send to approval, record financial solvency. */
  'sales.bookings.manage',
  /** Init sale: its get-data parts and the init sale itself. */
  'sales.sales.init',
  /** The sale tab: its form data, pay-operation data, deleted-sale preview and its prints. */
  'sales.sales.view',
  /**
   * A sale's settings: orbon, tax-free, purchase method, bank stage, maintenance period, discount,
   * striving, payment plan, contract to approval, files.
   */
  'sales.sales.manage',
  /** Delete a sale with nothing paid, and restore it (sales managers). */
  'sales.sales.delete',
  /** Force a sale to emptying with a balance outstanding (through approval). */
  'sales.sales.force-emptying',
  /** Payments on a sale: pay, online payment, edit, delete, restore. */
  'sales.payments.manage',
  /** Remove a soft-deleted payment for good. */
  'sales.payments.force-delete',
  /** Full and partial refunds: their form data and the requests (through approval). */
  'sales.refunds.manage',
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

/** Collecting and recording the money of sales. */
const COLLECTIONS: readonly Ability[] = ['crm.clients.view', 'sales.sales.view', 'sales.payments.manage'];

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

export const roleAbilities: Record<string, ReadonlyArray<Ability | '*'>> = {
  admin: ['*'],
  employee: EMPLOYEE,
  sales_agent: [...EMPLOYEE, ...SALES],
  sales_manager: [...REVIEWER, ...SALES_LEAD],
  sales_director: [...REVIEWER, ...SALES_LEAD],
  collections_officer: [...EMPLOYEE, ...COLLECTIONS],
  accountant: [...EMPLOYEE, ...COLLECTIONS, 'crm.maintenance-requests.view', 'crm.maintenance-requests.bill'],
  finance_manager: [
    ...REVIEWER,
    ...CRM_VIEW,
    ...COLLECTIONS,
    'crm.maintenance-requests.bill',
    'sales.payments.force-delete',
    'sales.sales.force-emptying',
    'sales.refunds.manage',
  ],
  general_manager: [...REVIEWER, 'core.roles.view', ...CRM_VIEW],
  procurement_officer: EMPLOYEE,
  procurement_manager: REVIEWER,
  project_manager: [...REVIEWER, ...MAINTENANCE, 'crm.maintenance-requests.bill', 'crm.complaints.manage'],
  warehouse_keeper: EMPLOYEE,
  technician: [...EMPLOYEE, ...MAINTENANCE],
  hr_officer: [...REVIEWER, 'core.roles.view'],
  hr_manager: [...REVIEWER, 'core.roles.view'],
};

/** Every ability the given roles grant, without duplicates (`*` alone when one grants everything). */
export function abilitiesFor(roles: string[]): string[] {
  const granted = new Set(roles.flatMap((role) => roleAbilities[role] ?? []));
  // `*` already holds every ability.
  return granted.has('*') ? ['*'] : [...granted];
}
