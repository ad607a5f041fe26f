import { getEntity, linkedIds, listPage, loadEntities } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { type Locale, type MessageKey, translate } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import type { PageRequest } from '../lists';
import { MATERIAL } from '../materials/materials';
import { sarOfHalalas } from '../money';
import { PROJECT_ITEM } from '../projects/project-items';
import { PROJECT } from '../projects/projects';
import { PURCHASE_INVOICE } from '../purchase-invoices/purchase-invoices';
import { timeText } from '../records';
import { SUPPLY_REQUEST } from '../supply-requests/supply-requests';
import { inScope, scopeFilters } from '../users/row-scope';
import { USER, userSimple } from '../users/users';
import { GOODS_RECEIPT_NOTE } from '../warehouse/goods-receipts';
import { lineSubtotal, lineVat } from './order-money';
import {
  ORDER_SCOPE,
  PAYMENT,
  PAYMENT_PROGRESS,
  type PaymentEntity,
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderEntity,
  purchaseOrderRecords,
} from './purchase-orders';
import { RAISE_BUDGET, raiseBudgetRecords } from './raise-budgets';
import { SUPPLIER_PROFILE } from './suppliers';

const RECORD_NAME = 'purchase order';
/** The suppliers and projects a filter offers (one page of each). */
const OPTIONS = 100;

/** The order, or 404 when absent or outside the caller's `purchasing` row scope. */
export async function scopedOrder(caller: StaffCaller, id: number): Promise<PurchaseOrderEntity> {
  const order = await getEntity(PURCHASE_ORDER, id, RECORD_NAME);
  if (!inScope(caller, 'purchasing', order, ORDER_SCOPE)) throw new NotFoundError(RECORD_NAME);
  return order;
}

/** What may still be paid (halalas): M1's room, M2's room, and the smaller of the two. */
export function payable(order: PurchaseOrderEntity) {
  const total = Math.max(order.payment_room ?? order.total - (order.payments_committed ?? 0), 0);
  const deliverable = Math.max(order.delivery_room ?? 0, 0);
  return { total, deliverable, most: Math.min(total, deliverable) };
}

/** A payment as staff read it: the spec's fields, money in SAR, and issue 32's. */
export function staffPaymentRecord(payment: PaymentEntity) {
  return {
    id: payment.id,
    paid_by_id: payment.paid_by_id ?? null,
    modelable_id: payment.modelable_id,
    modelable_type: payment.modelable_type,
    amount: sarOfHalalas(payment.amount),
    paid_at: payment.paid_at ?? null,
    status: payment.status,
    // A null written by an update removes the attribute: absent reads as null.
    receipt: payment.receipt ?? null,
    paid_at_text: timeText(payment.paid_at ?? null),
    number: payment.number ?? null,
    purchase_order_id: payment.purchase_order_id ?? payment.modelable_id,
    method: payment.method ?? null,
    bank_reference: payment.bank_reference ?? null,
    payment_date: payment.payment_date ?? null,
    is_advance: payment.is_advance ?? false,
    acceptance_id: payment.acceptance_id ?? null,
    requested_by_id: payment.requested_by_id ?? null,
    executed_by_id: payment.executed_by_id ?? null,
    created_at: payment.created_at,
    version: payment.version,
  };
}

/** An index row: the order's numbers, statuses, supplier and money (SAR). */
function orderRow(order: PurchaseOrderEntity, supplier: ReturnType<typeof userSimple>) {
  return {
    id: order.id,
    number: order.number ?? null,
    title: order.title,
    status: order.status,
    receipt_status: order.receipt_status ?? 'not_received',
    billing_status: order.billing_status ?? 'not_billed',
    payment_status: order.payment_status ?? 'unpaid',
    supplier_id: order.supplier_id,
    supplier,
    project_id: order.project_id,
    project_item_id: order.project_item_id ?? null,
    purchase_request_id: order.purchase_request_id,
    subtotal: sarOfHalalas(order.subtotal ?? order.total),
    vat: sarOfHalalas(order.vat ?? 0),
    total: sarOfHalalas(order.total),
    payments_paid: sarOfHalalas(order.payments_paid ?? 0),
    created_at: order.created_at,
  };
}

/**
 * The staff index, newest first, in the caller's `purchasing` row scope (its project, else who made
 * it), by any of `status`, `payment_status`, `supplier_id`, `project_id`. A `project_id` outside a
 * projects scope is an empty page.
 */
export async function listStaffOrders(
  caller: StaffCaller,
  options: PageRequest & {
    filters: {
      status?: string | undefined;
      payment_status?: string | undefined;
      supplier_id?: number | undefined;
      project_id?: number | undefined;
    };
  },
) {
  const scope = scopeFilters(caller, 'purchasing', ORDER_SCOPE);
  const empty = { items: [], total: 0 };
  if (scope === null) return empty;
  const { filters } = options;
  if (filters.project_id !== undefined && 'project_id' in scope) {
    if (!caller.project_ids.includes(filters.project_id)) return empty;
    delete scope.project_id;
  }
  const { items, total } = await listPage(PURCHASE_ORDER, options.page, options.perPage, {
    filters: { ...scope, ...filters },
  });
  const users = await loadEntities(items.map((order) => ({ type: USER, id: order.supplier_id })));
  return {
    items: items.map((order) => orderRow(order, userSimple(users.get(USER, order.supplier_id)))),
    total,
  };
}

/**
 * One order as staff read it: the system's PurchaseOrder record, then its numbers, money (SAR),
 * derived statuses, what may still be paid, its lines with received, returned and billed
 * quantities, its payments (issue 32's fields too), its raise budget, and its supply requests,
 * receipts and invoices.
 */
export async function showStaffOrder(caller: StaffCaller, id: number, locale: Locale) {
  const order = await scopedOrder(caller, id);
  return staffOrderRecord(order, locale);
}

/** How many of an order's supply requests, receipts and invoices its show lists (the newest). */
const ORDER_DOCUMENTS = 20;

/**
 * The order's supply requests, receipts and invoices, the newest first (one list page each, read by
 * the order): where its receipt and billing progress come from, each to open by its id.
 */
async function orderDocuments(orderId: number) {
  const byOrder = { filters: { purchase_order_id: orderId } };
  const [supplyRequests, receipts, invoices] = await Promise.all([
    listPage(SUPPLY_REQUEST, 1, ORDER_DOCUMENTS, byOrder),
    listPage(GOODS_RECEIPT_NOTE, 1, ORDER_DOCUMENTS, byOrder),
    listPage(PURCHASE_INVOICE, 1, ORDER_DOCUMENTS, byOrder),
  ]);
  const row = (document: { id: number; number: string; status: string }) => ({
    id: document.id,
    number: document.number,
    status: document.status,
  });
  return {
    supply_requests: supplyRequests.items.map(row),
    grns: receipts.items.map(row),
    invoices: invoices.items.map(row),
  };
}

export async function staffOrderRecord(order: PurchaseOrderEntity, locale: Locale) {
  const ref = { type: PURCHASE_ORDER, id: order.id };
  const [[record], detailIds, paymentIds, raiseIds, documents] = await Promise.all([
    purchaseOrderRecords([order]),
    linkedIds(ref, PURCHASE_ORDER_DETAIL).then((ids) => ids.reverse()),
    linkedIds(ref, PAYMENT).then((ids) => ids.reverse()),
    linkedIds(ref, RAISE_BUDGET),
    orderDocuments(order.id),
  ]);
  const loaded = await loadEntities([
    ...detailIds.map((detailId) => ({ type: PURCHASE_ORDER_DETAIL, id: detailId })),
    ...paymentIds.map((paymentId) => ({ type: PAYMENT, id: paymentId })),
    { type: RAISE_BUDGET, id: order.raise_budget_id },
    { type: PROJECT_ITEM, id: order.project_item_id },
    { type: PROJECT, id: order.project_id },
  ]);
  const details = loaded.list(PURCHASE_ORDER_DETAIL, detailIds);
  const materials = await loadEntities(details.map((detail) => ({ type: MATERIAL, id: detail.material_id })));
  const raise = loaded.get(RAISE_BUDGET, order.raise_budget_id);
  const item = loaded.get(PROJECT_ITEM, order.project_item_id);
  const rooms = payable(order);
  return {
    ...(record as NonNullable<typeof record>),
    number: order.number ?? null,
    supplier_id: order.supplier_id,
    project_id: order.project_id,
    project_name: loaded.get(PROJECT, order.project_id)?.name ?? null,
    project_item_id: order.project_item_id ?? null,
    project_item: item
      ? {
          id: item.id,
          code: item.code,
          name: locale === 'ar' ? item.name_ar : (item.name_en ?? item.name_ar),
        }
      : null,
    purchase_request_id: order.purchase_request_id,
    offers_comparison_id: order.offers_comparison_id ?? null,
    supply_agreement_id: order.supply_agreement_id ?? null,
    status_label: translate(locale, `purchasing.status.${order.status}` as MessageKey),
    receipt_status: order.receipt_status ?? 'not_received',
    billing_status: order.billing_status ?? 'not_billed',
    payment_status: order.payment_status ?? 'unpaid',
    subtotal: sarOfHalalas(order.subtotal ?? order.total),
    vat: sarOfHalalas(order.vat ?? 0),
    advance_pct: order.advance_pct ?? 0,
    pay_against: order.pay_against ?? 'receipt',
    received_value: sarOfHalalas(order.received_value ?? 0),
    payments_committed: sarOfHalalas(order.payments_committed ?? 0),
    payments_paid: sarOfHalalas(order.payments_paid ?? 0),
    payable: {
      under_total: sarOfHalalas(rooms.total),
      under_delivery: sarOfHalalas(rooms.deliverable),
      max_allowed: sarOfHalalas(rooms.most),
    },
    on_hold_reason: order.on_hold_reason ?? null,
    created_by_id: order.created_by_id ?? null,
    created_at: order.created_at,
    updated_at: order.updated_at,
    version: order.version,
    lines: details.map((detail) => {
      const material = materials.get(MATERIAL, detail.material_id);
      const priced = {
        qty: detail.ordered_qty ?? 0,
        unit_price: detail.unit_price ?? 0,
        vat_rate: detail.vat_rate ?? 15,
      };
      return {
        id: detail.id,
        request_details_id: detail.request_details_id ?? null,
        purchase_request_offer_details_id: detail.purchase_request_offer_details_id,
        material_id: detail.material_id ?? null,
        material_code: material?.code ?? null,
        material_name: material
          ? locale === 'ar'
            ? material.name_ar
            : (material.name_en ?? material.name_ar)
          : null,
        unit: material?.unit ?? null,
        ordered_qty: priced.qty,
        unit_price: sarOfHalalas(priced.unit_price),
        vat_rate: priced.vat_rate,
        subtotal: sarOfHalalas(lineSubtotal(priced)),
        vat: sarOfHalalas(lineVat(priced)),
        received_qty: detail.received_qty ?? 0,
        returned_qty: detail.returned_qty ?? 0,
        billed_qty: detail.billed_qty ?? 0,
        supply_requested_qty: detail.supply_requested_qty ?? 0,
      };
    }),
    payments: loaded.list(PAYMENT, paymentIds).map(staffPaymentRecord),
    raiseBudget: raise ? ((await raiseBudgetRecords([raise]))[0] ?? null) : null,
    raise_budgets_count: raiseIds.length,
    ...documents,
  };
}

const options = (locale: Locale, prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: translate(locale, `${prefix}.${value}` as MessageKey) }));

/** The index's filters: status, payment status, supplier and project (one page of each list). */
export async function staffOrderFilters(locale: Locale) {
  const [suppliers, projects] = await Promise.all([
    listPage(SUPPLIER_PROFILE, 1, OPTIONS),
    listPage(PROJECT, 1, OPTIONS),
  ]);
  const label = (key: string) => translate(locale, `purchasing.filter.${key}` as MessageKey);
  return {
    filters: [
      {
        key: 'status',
        label: label('status'),
        type: 'select' as const,
        options: options(locale, 'purchasing.status', PURCHASE_ORDER_STATUSES),
      },
      {
        key: 'payment_status',
        label: label('payment_status'),
        type: 'select' as const,
        options: options(locale, 'purchasing.payment_status', PAYMENT_PROGRESS),
      },
      {
        key: 'supplier_id',
        label: label('supplier_id'),
        type: 'select' as const,
        options: suppliers.items.map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
      },
      {
        key: 'project_id',
        label: label('project_id'),
        type: 'select' as const,
        options: projects.items.map((project) => ({ value: String(project.id), label: project.name })),
      },
    ],
  };
}
