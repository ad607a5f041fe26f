// Written by `npx tsx infra/declared-lists.ts` from the `abilities` each module declares in its module.ts: do not edit.

/**
 * Every staff ability (`<module>.<resource>.<action>`), the typed set every staff route names one of.
 * The role screens list them in this order: an ability keeps its place, a new one joins its group.
 */
export const abilities = [
  /** Own account: profile, logout, push tokens, switch account, delete account. Declared in functions/system-user/auth/module.ts. */
  'core.account.use',
  /** The abilities and roles lists (the app's role screens). Declared in functions/system-user/auth/module.ts. */
  'core.roles.view',
  /** Approvals: index, show, form data, daily digest. Declared in functions/system-user/acceptances/module.ts. */
  'core.acceptances.view',
  /** Approvals: accept, reject, accept all, refuse all (as a reviewer of the current step). Declared in functions/system-user/acceptances/module.ts. */
  'core.acceptances.decide',
  /** Approvals: remind reviewers or copy people on an approval. Declared in functions/system-user/acceptances/module.ts. */
  'core.acceptances.notify',
  /** Own notifications: list, count unread, mark read. Declared in functions/system-user/notifications/module.ts. */
  'core.notifications.use',
  /** Countries, areas, cities, blocks. Declared in functions/system-user/places/module.ts. */
  'core.places.view',
  /** The company's own data (names, registration, bank accounts). Declared in functions/system-user/company/module.ts. */
  'core.company.view',
  /** The home screen: the user's card and the counts summary. Declared in functions/system-user/home/module.ts. */
  'core.home.view',
  /** Scheduled reports: their own schedules (of the reports their abilities show) and the logs of their runs. Declared in functions/system-user/schedule-reports/module.ts. */
  'core.reports.schedule',
  /** Leads (attention requests): index, filters, show, form data, client search. Declared in functions/system-user/attention-requests/module.ts. */
  'crm.leads.view',
  /** Leads: store, update, delete, follow-ups. Declared in functions/system-user/attention-requests/module.ts. */
  'crm.leads.manage',
  /** Visits: index, filters, form data, check upcoming. Declared in functions/system-user/book-visits/module.ts. */
  'crm.visits.view',
  /** Visits: book for a client or a lead, reschedule, cancel. Declared in functions/system-user/book-visits/module.ts. */
  'crm.visits.manage',
  /** Clients: index, filters, form data. Declared in functions/system-user/clients/module.ts. */
  'crm.clients.view',
  /** Clients: store, update, delete. Declared in functions/system-user/clients/module.ts. */
  'crm.clients.manage',
  /** Discounts: index, filters, show, form data. Declared in functions/system-user/discounts/module.ts. */
  'crm.discounts.view',
  /** Discounts: store (each goes to approval). Declared in functions/system-user/discounts/module.ts. */
  'crm.discounts.manage',
  /** Maintenance requests: index, filters, show, comments, form data. Declared in functions/system-user/maintenance-requests/module.ts. */
  'crm.maintenance-requests.view',
  /** Maintenance requests: store, update, delete, comment, assign, move along the life cycle. Declared in functions/system-user/maintenance-requests/module.ts. */
  'crm.maintenance-requests.manage',
  /** Maintenance requests: the cost and the invoice details. Declared in functions/system-user/maintenance-requests/module.ts. */
  'crm.maintenance-requests.bill',
  /** Move a complaint along its life cycle. Declared in functions/system/complaints/module.ts. */
  'crm.complaints.manage',
  /** Print templates: their layouts, variables and watermark settings (reads; none is writable yet). Declared in functions/system-user/print-templates/module.ts. */
  'sales.print-templates.view',
  /** Sales support: the projects index, a project's units and leads, a unit's tabs, their filters. Declared in functions/system-user/sales-support/module.ts. */
  'sales.units.view',
  /** Holds (bookings): get data, offer data, print offer, financial solvency form data. Declared in functions/system-user/bookings/module.ts. */
  'sales.bookings.view',
  /** Holds: make (for a client or a lead), cancel, send to approval, record financial solvency. Declared in functions/system-user/bookings/module.ts. */
  'sales.bookings.manage',
  /** Init sale: its get-data parts and the init sale itself. Declared in functions/system-user/init-sale/module.ts. */
  'sales.sales.init',
  /** The sale tab: its form data, pay-operation data, deleted-sale preview and its prints. Declared in functions/system-user/sale-settings/module.ts. */
  'sales.sales.view',
  /** A sale's settings: orbon, tax-free, purchase method, bank stage, maintenance period, discount, striving, payment plan, contract to approval, files. Declared in functions/system-user/sale-settings/module.ts. */
  'sales.sales.manage',
  /** Delete a sale with nothing paid, and restore it (sales managers). Declared in functions/system-user/sale-removal/module.ts. */
  'sales.sales.delete',
  /** Force a sale to emptying with a balance outstanding (through approval). Declared in functions/system-user/sale-contract/module.ts. */
  'sales.sales.force-emptying',
  /** Payments on a sale: pay, online payment, edit, delete, restore. Declared in functions/system-user/sale-operations/module.ts. */
  'sales.payments.manage',
  /** Remove a soft-deleted payment for good. Declared in functions/system-user/sale-operations/module.ts. */
  'sales.payments.force-delete',
  /** Full and partial refunds: their form data and the requests (through approval). Declared in functions/system-user/sale-refunds/module.ts. */
  'sales.refunds.manage',
  /** Materials: search, index, filters, form data, show. Declared in functions/system-user/materials/module.ts. */
  'purchasing.materials.view',
  /** Materials: store, update, delete. Declared in functions/system-user/materials/module.ts. */
  'purchasing.materials.manage',
  /** Purchase orders: index, filters, show, payment form data (row scope purchasing). Declared in functions/system-user/purchase-orders/module.ts. */
  'purchasing.orders.view',
  /** Compare offers and send orders: acceptance-compare-offer, send-order. Declared in functions/system-user/purchase-orders/module.ts. */
  'purchasing.orders.manage',
  /** Purchase order payments: pay, and edit a pending payment. Declared in functions/system-user/purchase-orders/module.ts. */
  'purchasing.payments.request',
  /** Execute an approved purchase order payment (paid_at, reference, receipt). Declared in functions/system-user/purchase-orders/module.ts. */
  'purchasing.payments.execute',
  /** Purchase requests: index, filters, show. Declared in functions/system-user/purchase-requests/module.ts. */
  'purchasing.requests.view',
  /** Purchase requests: store, update (offers), delete, cancel, comments, form data. Declared in functions/system-user/purchase-requests/module.ts. */
  'purchasing.requests.manage',
  /** Goods receipt notes: index, show, form data, order lines, edit data, disbursement form data (row scope warehouse). Declared in functions/system-user/goods-receipts/module.ts. */
  'purchasing.warehouse.view',
  /** Goods receipt notes: store, update, delete, cancel, create-disbursement; create-grn of a supply request; return requests. Declared in functions/system-user/goods-receipts/module.ts. */
  'purchasing.warehouse.manage',
  /** Receive beyond the over-receipt allowance of the material (else the company's) (Q4). Declared in functions/system-user/goods-receipts/module.ts. */
  'purchasing.warehouse.over-receive',
  /** Supply requests against an order: store, update, delete, send to acceptance (row scope purchasing). Declared in functions/system-user/supply-requests/module.ts. */
  'purchasing.supply-requests.manage',
  /** Purchase invoices: index, form data, milestones, invoice data, show, edit form data, preview entry, print (row scope purchasing). Declared in functions/system-user/purchase-invoices/module.ts. */
  'purchasing.invoices.view',
  /** Purchase invoices: store, update, delete, match, cancel a draft or rejected one. Declared in functions/system-user/purchase-invoices/module.ts. */
  'purchasing.invoices.manage',
  /** Approve a purchase invoice with a match exception (with a reason); cancel an approved one. Declared in functions/system-user/purchase-invoices/module.ts. */
  'purchasing.invoices.approve-exception',
  /** Their own HR records: attendance, leave, overtime, loans, letters and profile (every staff member). Declared in functions/system-user/employee-profiles/module.ts. */
  'hr.self.use',
  /** Employee profiles: their reports (line managers) or everyone (HR), without pay. Declared in functions/system-user/employee-profiles/module.ts. */
  'hr.profiles.view',
  /** Employee profiles' pay and IBAN in clear. Declared in functions/system-user/employee-profiles/module.ts. */
  'hr.profiles.view-pay',
  /** Every employee's overtime: read its approvals; decide them where the engine makes HR the reviewer (line managers decide their reports' as the engine's reviewer). Declared in functions/system-user/overtime-requests/module.ts. */
  'hr.overtime.decide',
  /** Employees' attendance: the index and manual records, corrections and deletes with a reason (line managers: their reports; HR: everyone). Declared in functions/system-user/hr-attendances/module.ts. */
  'hr.attendance.manage',
  /** Every employee's payroll loans: read them and record repayments (HR). Declared in functions/system-user/payroll-loans/module.ts. */
  'hr.loans.manage',
  /** Pay approved payroll loans out (finance). Declared in functions/system-user/payroll-loans/module.ts. */
  'hr.loans.disburse',
  /** Every employee's leave: read all, withdraw or cancel it (HR). Declared in functions/system-user/leave-requests/module.ts. */
  'hr.leaves.manage',
  /** Every employee's self-service requests and their letters (HR); decided through the approvals. Declared in functions/system-user/self-service/module.ts. */
  'hr.self-service.manage',
] as const;

export type Ability = (typeof abilities)[number];
