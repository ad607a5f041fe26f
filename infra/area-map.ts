import type { StaffArea } from '../shared/http/route';

/*
 * The area map: which REST API serves each part of the staff app's catalogue, decided for the
 * whole catalogue before its later parts are built, since an area is part of the public address
 * (`{system_user_url}/<area>/...`) and moving a module later would change its addresses.
 * docs/infrastructure.md ("Area map") gives the reasons; test/infra reads this table: the
 * projection lays the catalogue's unbuilt operations out as it says, the budget test measures each
 * area at the whole catalogue, and a built route outside its group's area fails.
 */

/** A part of the catalogue: the summaries that start with `catalogue`, served under `path`. */
export interface Placement {
  /**
   * A catalogue group, or a group and the first words of its operations (`Hr: payroll loans`),
   * as docs/catalogue.json spells them (case aside); the longest that starts a summary places it.
   */
  catalogue: string;
  /** The path its routes start with: as built, or where they are to be built. */
  path: string;
}

export interface AreaPlan {
  /** What the area holds, in a line (docs/infrastructure.md's table says the same). */
  holds: string;
  /** The catalogue's parts the area serves (the records area: none, its families below). */
  placements: readonly Placement[];
  /**
   * The records area only: its families, each one function serving the family's show-only record
   * kinds (`GET /records/<kind>/{id}`), not one function per kind.
   */
  families?: Readonly<Record<string, readonly string[]>>;
  /**
   * What the area holds at the whole catalogue: built and projected operations, and functions at
   * about three operations a function (records: one a family). The budget test derives both from
   * docs/catalogue.json and the route table and checks them here.
   */
  atCatalogue: { operations: number; functions: number };
}

/** The staff core (modules without an area, at `system-user`) and every staff area. */
export const staffAreaMap: Readonly<Record<'core' | StaffArea, AreaPlan>> = {
  core: {
    holds: 'sign-in, approvals, notifications, places, company, home, schedule reports',
    placements: [
      // Sign-in and the profile sit at the top of the staff address, as built.
      { catalogue: 'Auth', path: '/' },
      { catalogue: 'Acceptance', path: '/acceptances' },
      { catalogue: 'Notifications', path: '/notifications' },
      { catalogue: 'Country', path: '/countries' },
      { catalogue: 'Area', path: '/areas' },
      { catalogue: 'City', path: '/cities' },
      { catalogue: 'Block', path: '/blocks' },
      { catalogue: 'company-info', path: '/company-info' },
      { catalogue: 'home card', path: '/home' },
      { catalogue: 'home summary', path: '/home' },
      { catalogue: 'schedule-reports', path: '/schedule-reports' },
    ],
    atCatalogue: { operations: 39, functions: 7 },
  },
  crm: {
    holds: 'leads and follow-ups, clients, visits, discounts, maintenance requests',
    placements: [
      { catalogue: 'Attention Request', path: '/crm/attention-requests' },
      { catalogue: 'BookVisit', path: '/crm/book-visits' },
      { catalogue: 'Client', path: '/crm/clients' },
      { catalogue: 'Discount', path: '/crm/discounts' },
      { catalogue: 'MaintenanceRequest', path: '/crm/maintenance-requests' },
    ],
    atCatalogue: { operations: 43, functions: 5 },
  },
  'sales-support': {
    holds: "the sales team's projects and units, holds, offers, init sale, print templates",
    placements: [
      { catalogue: 'SalesSupport', path: '/sales-support' },
      { catalogue: 'SalesSupportProject', path: '/sales-support/projects' },
      { catalogue: 'SalesSupportSaleableDetail', path: '/sales-support/saleable-details' },
      { catalogue: 'SalesSupportInitsale', path: '/sales-support/saleable-details' },
      { catalogue: 'Print Templates', path: '/sales-support/print-templates' },
    ],
    atCatalogue: { operations: 33, functions: 6 },
  },
  'sales-support/sales': {
    holds: "a sale's tab: contract, payments, settings, repricing, refunds, files, prints, removal",
    placements: [{ catalogue: 'SalesSupportSaleTab', path: '/sales-support/sales' }],
    atCatalogue: { operations: 37, functions: 8 },
  },
  purchasing: {
    holds: 'materials, purchase orders and their payments, supply requests, return requests',
    placements: [
      { catalogue: 'Materials', path: '/purchasing/materials' },
      { catalogue: 'purchase order', path: '/purchasing/purchase-orders' },
      // Made and read under their order (/purchase-orders/{id}/supply-requests), changed at
      // /supply-requests/{id}.
      { catalogue: 'purchase order supply request', path: '/purchasing' },
      { catalogue: 'return-request', path: '/purchasing/return-requests' },
    ],
    atCatalogue: { operations: 24, functions: 6 },
  },
  'purchasing/purchase-requests': {
    holds: 'purchase requests: offers, comparison, orders sent, comments, prints',
    placements: [{ catalogue: 'Purchase Request', path: '/purchasing/purchase-requests' }],
    atCatalogue: { operations: 20, functions: 5 },
  },
  'purchasing/purchase-invoices': {
    holds: 'purchase invoices: three-way match, entry preview, approval, prints',
    placements: [{ catalogue: 'purchase-invoice', path: '/purchasing/purchase-invoices' }],
    atCatalogue: { operations: 15, functions: 2 },
  },
  'purchasing/warehouse': {
    holds: 'the warehouse: goods receipt notes and the stock they move, disbursements from them',
    placements: [{ catalogue: 'warehouse - grn', path: '/purchasing/warehouse/grns' }],
    atCatalogue: { operations: 11, functions: 4 },
  },
  hr: {
    holds: 'attendance, leave, employee profiles, self-service letters, overtime',
    placements: [
      { catalogue: 'Attendance: hr-attendance', path: '/hr/attendances' },
      { catalogue: 'Attendance', path: '/hr/attendance' },
      { catalogue: 'Hr leave requests', path: '/hr/leave-requests' },
      { catalogue: 'Hr: employee-profiles', path: '/hr/employee-profiles' },
      { catalogue: 'Hr: self-service', path: '/hr/self-service' },
      { catalogue: 'Hr: overtime-requests', path: '/hr/overtime-requests' },
    ],
    atCatalogue: { operations: 32, functions: 8 },
  },
  'hr/payroll-loans': {
    holds: 'payroll loans: approval, disbursement, repayment',
    placements: [{ catalogue: 'Hr: payroll loans', path: '/hr/payroll-loans' }],
    atCatalogue: { operations: 9, functions: 1 },
  },
  records: {
    holds: 'the show-only records that reach the app through approvals, one function a family',
    placements: [],
    families: {
      sales: [
        'sale-refunds',
        'refund-requests',
        'bookings',
        'sales',
        'increase-price-requests',
        'sale-marketing-plans',
        'publishing-plans',
      ],
      purchasing: [
        'purchase-request-offers',
        'offers-comparison-requests',
        'supply-requests',
        'return-requests',
        'disbursement-orders',
        'warehouse-transfers',
      ],
      projects: [
        'projects',
        'project-items',
        'project-timelines',
        'project-materials',
        'project-samples',
        'project-completion-stages',
        'project-users',
        'designs',
        'contracting-plans',
        'request-contracts',
        'tender-price-offers',
        'contracts',
        'payment-certificates',
        'change-orders',
        'variation-orders',
      ],
      finance: [
        'raise-budgets',
        'project-budgets',
        'project-budget-item-update-requests',
        'cost-center-budgets',
        'maintenance-budgets',
        'general-expenses',
        'custodies',
        'payments',
        'feasibility-studies',
        'partnerships',
      ],
      estates: [
        'estate-rentals',
        'estate-rental-payments',
        'estate-rental-payment-reallocate-groups',
        'periodic-inspections',
        'periodic-maintenances',
        'accepted-estates',
        'land-mortgages',
        'request-redemption-units',
      ],
      hr: ['employee-loans'],
    },
    atCatalogue: { operations: 47, functions: 6 },
  },
};

/** The path of the records area's route for a kind (`/records/sale-refunds/{id}`). */
export const recordPathOf = (kind: string): string => `/records/${kind}/{id}`;

/**
 * Where the area map places a staff catalogue summary: the area (`core` for the staff core), the
 * placement, and the operation's name after the placement's words (`Hr: payroll loans approve`
 * is `approve` of `Hr: payroll loans`). Undefined for a summary no placement starts.
 */
export function placementOf(
  summary: string,
): { area: 'core' | StaffArea; placement: Placement; action: string } | undefined {
  const lower = summary.toLowerCase();
  let found: { area: 'core' | StaffArea; placement: Placement; action: string } | undefined;
  for (const [area, plan] of Object.entries(staffAreaMap) as Array<['core' | StaffArea, AreaPlan]>)
    for (const placement of plan.placements) {
      const words = placement.catalogue.toLowerCase();
      const rest = lower.slice(words.length);
      if (!lower.startsWith(words) || !/^(:|\s|$)/.test(rest)) continue;
      if (found && found.placement.catalogue.length >= words.length) continue;
      found = {
        area,
        placement,
        action: summary
          .slice(words.length)
          .replace(/^[:\s]+/, '')
          .trim(),
      };
    }
  return found;
}
