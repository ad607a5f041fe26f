import { abilitiesFor } from '../../auth/abilities';
import { findEntity, getEntity, linkedIds, loadEntities } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txDelete, txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ValidationError } from '../../errors';
import type { AcceptanceEntity } from '../acceptances/acceptances';
import {
  type AcceptancePolicy,
  type ApprovableSubject,
  type ApprovableType,
  approvableSubject,
  type DecisionContext,
} from '../acceptances/approvable-types';
import { loadAcceptance } from '../acceptances/engine';
import { prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import { PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../purchasing/purchase-orders';
import { USER } from '../users/users';
import { billingGivenBack } from './invoice-lines';
import {
  INVOICE_RECORD_NAME,
  INVOICE_SCOPE,
  invoiceLifecycle,
  PURCHASE_INVOICE,
  type PurchaseInvoiceEntity,
} from './purchase-invoices';

/** The record type name of purchase invoices in the engine. */
export const INVOICE_APPROVABLE = 'purchase_invoice';
/** The ability an exception's approver needs (STAFF-DOMAIN-2 1.5). */
export const EXCEPTION_ABILITY = 'purchasing.invoices.approve-exception';

const FINANCE_MANAGER = {
  name: 'Finance manager',
  reviewer: { kind: 'role' as const, role: 'finance_manager' },
};
const FINANCE_EXCEPTION = {
  name: 'Finance manager (exception)',
  reviewer: { kind: 'role' as const, role: 'finance_manager' },
};
const GENERAL_MANAGER = {
  name: 'General manager',
  reviewer: { kind: 'role' as const, role: 'general_manager' },
};
/** Policies compare `amount >= min_amount`: just above 500,000 SAR. */
const OVER_500K = 500_000.01;

const policies: AcceptancePolicy[] = [
  {
    name: 'purchase invoice exception over 500,000',
    conditions: { subtype: 'exception', min_amount: OVER_500K },
    steps: [FINANCE_EXCEPTION, GENERAL_MANAGER],
    bulk_allowed: false,
  },
  {
    name: 'purchase invoice exception',
    conditions: { subtype: 'exception' },
    steps: [FINANCE_EXCEPTION],
    bulk_allowed: false,
  },
  {
    name: 'purchase invoice over 500,000',
    conditions: { min_amount: OVER_500K },
    steps: [FINANCE_MANAGER, GENERAL_MANAGER],
    bulk_allowed: false,
  },
  { name: 'purchase invoice', steps: [FINANCE_MANAGER], bulk_allowed: false },
];

/** An invoice as the engine shows it: its subtotal in SAR (without VAT); an exception as subtype. */
export function invoiceSubject(
  invoice: Pick<
    PurchaseInvoiceEntity,
    'number' | 'subtotal' | 'project_id' | 'match_result' | 'created_by_id' | 'supplier_invoice_number'
  >,
  requesterId: number = invoice.created_by_id,
): ApprovableSubject {
  const amount = sarOfHalalas(invoice.subtotal);
  return {
    summary: {
      en: `Purchase invoice ${invoice.number} (supplier's ${invoice.supplier_invoice_number}): SAR ${amount.toFixed(2)}${invoice.match_result === 'exception' ? ', match exception' : ''}`,
      ar: `فاتورة مشتريات ${invoice.number} (رقم المورد ${invoice.supplier_invoice_number}): ${amount.toFixed(2)} ريال${invoice.match_result === 'exception' ? '، استثناء في المطابقة' : ''}`,
    },
    amount,
    project_id: invoice.project_id,
    client_id: null,
    subtype: invoice.match_result === 'exception' ? 'exception' : null,
    requester_id: requesterId,
  };
}

const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

/** The exception's approver (the first step's) and their reason: stored once that step was decided, else this decision's. */
function exceptionApproval(acceptance: AcceptanceEntity, context: DecisionContext) {
  const first = acceptance.steps.find((step) => step.sequence === 1);
  if (first && first.status === 'approved') return { by: first.decided_by_id, reason: first.comment };
  return { by: context.deciderId, reason: context.reason };
}

/**
 * An exception is approved only by a holder of `purchasing.invoices.approve-exception` giving a
 * reason, whichever route decides it (this type's approve, or the acceptances' Accept): checked on
 * the final decision against the first step's decider.
 */
async function checkException(invoice: PurchaseInvoiceEntity, context: DecisionContext) {
  if (invoice.match_result !== 'exception') return null;
  const approval = exceptionApproval(await loadAcceptance(context.acceptanceId), context);
  const user = approval.by === null ? undefined : await findEntity(USER, approval.by);
  const abilities = abilitiesFor(user?.roles ?? []);
  if (!abilities.includes('*') && !abilities.includes(EXCEPTION_ABILITY))
    throw ValidationError.forField('reason', 'purchase_invoices.exception_needs_ability');
  if (!approval.reason?.trim())
    throw ValidationError.forField('reason', 'purchase_invoices.exception_needs_reason');
  return approval.reason.trim();
}

/** The order's billing status from its lines (not, partially, fully billed) once `moved` is applied. */
export async function orderBillingStatus(orderId: number, moved: Map<number, number>) {
  const ids = await linkedIds({ type: PURCHASE_ORDER, id: orderId }, PURCHASE_ORDER_DETAIL);
  const loaded = await loadEntities(ids.map((id) => ({ type: PURCHASE_ORDER_DETAIL, id })));
  const details = loaded.list(PURCHASE_ORDER_DETAIL, ids);
  const billed = details.map((detail) => (detail.billed_qty ?? 0) + (moved.get(detail.id) ?? 0));
  if (billed.every((qty) => qty <= 0)) return 'not_billed';
  return details.every((detail, index) => (billed[index] ?? 0) >= (detail.ordered_qty ?? 0))
    ? 'fully_billed'
    : 'partially_billed';
}

/** The order's derived billing status set (no condition: a display of the lines' counters). */
export const orderBillingStatusSet = (orderId: number, status: string): TransactItem =>
  txUpdate('order-billing-status', keys.entity(PURCHASE_ORDER, orderId), {
    set: { billing_status: status },
    condition: when.itemExists(),
  }).item;

async function decided(context: DecisionContext, action: 'approve' | 'reject' | 'withdraw') {
  const invoice = await getEntity(PURCHASE_INVOICE, context.id, INVOICE_RECORD_NAME);
  const actor = engineActor(context);
  const step = invoiceLifecycle.step(action, { from: invoice.status, actor, subject: invoice });
  const items: TransactItem[] = [];
  let changes: Partial<PurchaseInvoiceEntity> = {};
  if (action === 'approve') {
    const reason = await checkException(invoice, context);
    changes = { exception_reason: reason };
    if (invoice.purchase_order_id !== null)
      items.push(
        orderBillingStatusSet(
          invoice.purchase_order_id,
          await orderBillingStatus(invoice.purchase_order_id, new Map()),
        ),
      );
  } else {
    // Rejected: the billing given back (warehouse README), the supplier's number kept taken. Withdrawn
    // (the engine cancelled its approval): back to draft, still holding its billing.
    changes = action === 'reject' ? { reject_reason: context.reason } : { acceptance_id: null };
    if (action === 'reject') items.push(...(await billingGivenBack(invoice)).map((item) => item.item));
  }
  const prepared = await prepareTransition(PURCHASE_INVOICE, invoice, step, {
    actor,
    recordName: INVOICE_RECORD_NAME,
    reason: context.reason,
    at: context.at,
    changes,
  });
  return [...prepared.items, ...items];
}

/**
 * `purchase_invoice` (STAFF-DOMAIN-2 1.5): the finance manager; over 500,000 SAR (without VAT) the
 * general manager too; a match exception's first step needs `purchasing.invoices.approve-exception`
 * and a reason; never in bulk. Approved: `approved`, the order's billing status derived. Rejected:
 * `rejected`, its billing given back. Cancelled (the engine withdrew it): back to `draft`.
 */
export const purchaseInvoiceApprovable: ApprovableType = {
  type: INVOICE_APPROVABLE,
  recordName: INVOICE_RECORD_NAME,
  policies,
  subject: approvableSubject({
    kind: 'purchase_invoice',
    family: 'purchasing',
    viewAbility: 'purchasing.invoices.view',
    scope: INVOICE_SCOPE,
    load: (id) => findEntity(PURCHASE_INVOICE, id),
    showPath: (invoice) => `/purchasing/purchase-invoices/${invoice.id}`,
    summary: (invoice, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: sarOfHalalas(invoice.subtotal),
      percentage: null,
      project_id: invoice.project_id,
      client_id: null,
      unit_id: null,
      starts_at: null,
      ends_at: null,
      requested_at: invoice.matched_at ?? invoice.created_at,
      requester_id: invoice.created_by_id,
    }),
  }),
  describe: async (id) => {
    const invoice = await findEntity(PURCHASE_INVOICE, id);
    return invoice ? invoiceSubject(invoice) : undefined;
  },
  onApproved: (context) => decided(context, 'approve'),
  onRejected: (context) => decided(context, 'reject'),
  onCancelled: (context) => decided(context, 'withdraw'),
};

/** The Q13 marker's delete (an invoice cancelled or deleted frees the supplier's number). */
export const markerRelease = (kind: string, value: string) =>
  txDelete('supplier-invoice-marker', keys.unique(kind, value));
