import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/purchase-invoices, on the demo data of `npm
 * start`: PO 1 (its receipt of 400 m³ and 60 t; order line 1 the ready-mix), the seeded invoices 1
 * (matched) and 2 (a price exception), the contractor's contract of the demo supplier 26. Approve,
 * reject, cancel and delete each act on an invoice of their own (`fixtures`).
 */
export const fixtures: LocalFixtures = {
  'purchase-invoices/draft': async () => ({
    id: await (await import('../../../infra/local/seed/purchase-invoices')).exampleInvoice('draft'),
  }),
  'purchase-invoices/matched': async () => ({
    id: await (await import('../../../infra/local/seed/purchase-invoices')).exampleInvoice('matched'),
  }),
};

const invoiceBody = (qty: number) => ({
  supplier_id: '8',
  supplier_invoice_number: 'INV-2026-{unique}',
  invoice_date: '2026-11-26',
  due_date: '2026-12-26',
  purchase_order_id: '1',
  lines: JSON.stringify([{ po_detail_id: 1, qty, unit_price: 410, vat_rate: 15 }]),
  note: 'Delivery notes 7781 and 7790',
});

/** An invoice of its own for the request, made afresh by the Postman run too (`draft` or `matched`). */
const onOwnInvoice = (state: 'draft' | 'matched') => ({
  path: { purchase_invoice_id: '{fixture}' },
  localFixture: `purchase-invoices/${state}`,
  postman: {
    path: { purchase_invoice_id: `{{${state}_invoice_id}}` },
    prerequest: fromLocalFixture(`purchase-invoices/${state}`, { [`${state}_invoice_id`]: 'id' }),
  },
});

export const examples: ModuleExamples = {
  staffListPurchaseInvoices: { query: { status: 'pending_acceptance', per_page: '5' } },
  staffPurchaseInvoiceFormData: {},
  staffPurchaseInvoiceStakeholderMilestones: { query: { stakeholder_id: '26', project_id: '1' } },
  staffPurchaseInvoiceData: { query: { purchase_order_id: '1' } },
  staffStorePurchaseInvoice: { body: invoiceBody(5) },
  staffShowPurchaseInvoice: { path: { purchase_invoice_id: '1' } },
  staffPurchaseInvoiceEditFormData: { path: { purchase_invoice_id: '{created:staffStorePurchaseInvoice}' } },
  staffPreviewPurchaseInvoiceEntry: { path: { purchase_invoice_id: '1' } },
  staffUpdatePurchaseInvoice: {
    path: { purchase_invoice_id: '{created:staffStorePurchaseInvoice}' },
    body: invoiceBody(6),
  },
  // Matched once edited: the update runs first.
  staffMatchPurchaseInvoice: {
    path: { purchase_invoice_id: '{created:staffStorePurchaseInvoice}' },
    after: ['staffUpdatePurchaseInvoice'],
  },
  staffApprovePurchaseInvoice: onOwnInvoice('matched'),
  staffRejectPurchaseInvoice: {
    ...onOwnInvoice('matched'),
    body: { reason: 'Delivery note 7790 is not signed by the site.' },
  },
  staffCancelPurchaseInvoice: {
    ...onOwnInvoice('draft'),
    body: { reason: 'Entered twice; the supplier sent one invoice.' },
  },
  staffDeletePurchaseInvoice: onOwnInvoice('draft'),
};
