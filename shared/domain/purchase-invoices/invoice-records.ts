import { findEntity, linkedIds, listPage, loadEntities } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { presignedDownloadUrl } from '../../files/files';
import type { Locale } from '../../i18n';
import { ACCEPTANCE } from '../acceptances/acceptances';
import type { StaffCaller } from '../callers/callers';
import { COMPANY, COMPANY_ID } from '../company/company';
import { CONTRACT, type ContractEntity, contractsOf, milestoneInvoiceable } from '../contracts/contracts';
import type { PageRequest } from '../lists';
import { MATERIAL, materialName } from '../materials/materials';
import { sarOfHalalas } from '../money';
import { lineSubtotal } from '../purchasing/order-money';
import {
  ORDER_SCOPE,
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  type PurchaseOrderEntity,
} from '../purchasing/purchase-orders';
import { purchasingSettings } from '../purchasing/purchasing-settings';
import { SUPPLIER_PROFILE } from '../purchasing/suppliers';
import { inScope, scopeFilters } from '../users/row-scope';
import { USER, userSimple } from '../users/users';
import { GOODS_RECEIPT_LINE, GOODS_RECEIPT_NOTE } from '../warehouse/goods-receipts';
import { roundQty } from '../warehouse/stock';
import { billableRoom, MAX_INVOICE_LINES } from './invoice-lines';
import {
  INVOICE_KINDS,
  INVOICE_SCOPE,
  MATCH_RESULTS,
  PURCHASE_INVOICE,
  PURCHASE_INVOICE_STATUSES,
  type PurchaseInvoiceEntity,
  scopedInvoice,
} from './purchase-invoices';

const sar = sarOfHalalas;

/** An index row: numbers, statuses, supplier and money (SAR). */
function invoiceRow(invoice: PurchaseInvoiceEntity, supplier: ReturnType<typeof userSimple>) {
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    status: invoice.status,
    match_result: invoice.match_result ?? null,
    payment_status: invoice.payment_status,
    supplier_id: invoice.supplier_id,
    supplier,
    supplier_invoice_number: invoice.supplier_invoice_number,
    invoice_date: invoice.invoice_date,
    due_date: invoice.due_date ?? null,
    purchase_order_id: invoice.purchase_order_id ?? null,
    contract_id: invoice.contract_id ?? null,
    project_id: invoice.project_id,
    subtotal: sar(invoice.subtotal),
    vat: sar(invoice.vat),
    total: sar(invoice.total),
    created_at: invoice.created_at,
  };
}

export interface InvoiceFilters {
  supplier_id?: number | undefined;
  status?: string | undefined;
  match_result?: string | undefined;
  payment_status?: string | undefined;
  purchase_order_id?: number | undefined;
  due_from?: string | undefined;
  due_to?: string | undefined;
}

/**
 * purchase-invoice: index — newest first in the caller's `purchasing` row scope (the invoice's
 * project, else who stored it), by any of supplier, status, match result, payment status, order;
 * `due_from`/`due_to` narrow the page read by the due date.
 */
export async function listInvoices(caller: StaffCaller, options: PageRequest & { filters: InvoiceFilters }) {
  const scope = scopeFilters(caller, 'purchasing', INVOICE_SCOPE);
  if (scope === null) return { items: [], total: 0 };
  const { due_from, due_to, ...filters } = options.filters;
  const dated = due_from !== undefined || due_to !== undefined;
  const { items, total } = await listPage(
    PURCHASE_INVOICE,
    dated ? 1 : options.page,
    dated ? 500 : options.perPage,
    { filters: { ...scope, ...filters } },
  );
  const kept = dated
    ? items.filter(
        (invoice) =>
          invoice.due_date !== null &&
          (due_from === undefined || invoice.due_date >= due_from) &&
          (due_to === undefined || invoice.due_date <= due_to),
      )
    : items;
  const page = dated
    ? kept.slice((options.page - 1) * options.perPage, options.page * options.perPage)
    : kept;
  const users = await loadEntities(page.map((invoice) => ({ type: USER, id: invoice.supplier_id })));
  return {
    items: page.map((invoice) => invoiceRow(invoice, userSimple(users.get(USER, invoice.supplier_id)))),
    total: dated ? kept.length : total,
  };
}

/** The acceptance as the show nests it: status, current step, steps with their decisions. */
async function acceptanceView(id: number | null) {
  const acceptance = id ? await findEntity(ACCEPTANCE, id) : undefined;
  if (!acceptance) return null;
  return {
    id: acceptance.id,
    status: acceptance.status,
    policy_name: acceptance.policy_name ?? null,
    current_sequence: acceptance.current_sequence ?? null,
    steps: acceptance.steps.map((step) => ({
      sequence: step.sequence,
      name: step.name,
      status: step.status,
      reviewer_ids: step.reviewer_ids,
      decided_by_id: step.decided_by_id ?? null,
      decided_at: step.decided_at ?? null,
      comment: step.comment ?? null,
    })),
  };
}

/**
 * The invoice as staff read it: header, money (SAR), lines with the order's and receipt's figures
 * beside (ordered, received, returned, billed) and their match flags, the allocations (payments of
 * a later issue: none yet) and the approval.
 */
export async function invoiceRecord(invoice: PurchaseInvoiceEntity, locale: Locale) {
  const loaded = await loadEntities([
    { type: USER, id: invoice.supplier_id },
    { type: PURCHASE_ORDER, id: invoice.purchase_order_id },
    { type: CONTRACT, id: invoice.contract_id },
    ...invoice.lines.map((line) => ({ type: PURCHASE_ORDER_DETAIL, id: line.po_detail_id })),
    ...invoice.lines.map((line) => ({ type: GOODS_RECEIPT_LINE, id: line.grn_line_id })),
    ...invoice.lines.map((line) => ({ type: MATERIAL, id: line.material_id })),
  ]);
  const order = loaded.get(PURCHASE_ORDER, invoice.purchase_order_id);
  const contract = loaded.get(CONTRACT, invoice.contract_id);
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    status: invoice.status,
    supplier_id: invoice.supplier_id,
    supplier: userSimple(loaded.get(USER, invoice.supplier_id)),
    supplier_invoice_number: invoice.supplier_invoice_number,
    supplier_vat_number: invoice.supplier_vat_number ?? null,
    buyer_vat_number: invoice.buyer_vat_number ?? null,
    invoice_date: invoice.invoice_date,
    due_date: invoice.due_date ?? null,
    purchase_order_id: invoice.purchase_order_id ?? null,
    purchase_order_number: order?.number ?? null,
    contract_id: invoice.contract_id ?? null,
    contract_number: contract?.number ?? null,
    project_id: invoice.project_id,
    project_item_id: invoice.project_item_id ?? null,
    grn_ids: invoice.grn_ids,
    lines: invoice.lines.map((line, index) => {
      const detail = loaded.get(PURCHASE_ORDER_DETAIL, line.po_detail_id);
      const grnLine = loaded.get(GOODS_RECEIPT_LINE, line.grn_line_id);
      const material = loaded.get(MATERIAL, line.material_id);
      return {
        sequence: index + 1,
        po_detail_id: line.po_detail_id ?? null,
        grn_line_id: line.grn_line_id ?? null,
        grn_id: line.grn_id ?? null,
        milestone_id: line.milestone_id ?? null,
        material_id: line.material_id ?? null,
        material_name: material ? materialName(material, locale) : null,
        description: line.description ?? null,
        qty: line.qty,
        unit_price: sar(line.unit_price),
        vat_rate: line.vat_rate,
        vat: sar(line.vat),
        total: sar(line.total),
        order_price:
          line.order_price === null || line.order_price === undefined ? null : sar(line.order_price),
        ordered_qty: detail?.ordered_qty ?? null,
        received_qty: grnLine ? grnLine.accepted_qty : (detail?.received_qty ?? null),
        returned_qty: grnLine ? grnLine.returned_qty : (detail?.returned_qty ?? null),
        billed_qty: grnLine ? grnLine.billed_qty : (detail?.billed_qty ?? null),
        match_status: line.match?.status ?? null,
        qty_ok: line.match?.qty_ok ?? null,
        price_ok: line.match?.price_ok ?? null,
        vat_ok: line.match?.vat_ok ?? null,
      };
    }),
    subtotal: sar(invoice.subtotal),
    vat: sar(invoice.vat),
    total: sar(invoice.total),
    retention: sar(invoice.retention),
    advance_recovery: sar(invoice.advance_recovery),
    net_payable: sar(invoice.total - invoice.retention - invoice.advance_recovery),
    match_result: invoice.match_result ?? null,
    matched_at: invoice.matched_at ?? null,
    payment_status: invoice.payment_status,
    // Payments against invoices come with the payables of a later issue: none is allocated yet.
    allocations: [] as Array<{ payment_id: number; amount: number }>,
    has_file: Boolean(invoice.file),
    // The supplier's own invoice (its QR is on it): a short-lived link.
    file_url: invoice.file ? await presignedDownloadUrl(invoice.file) : null,
    note: invoice.note ?? null,
    acceptance_id: invoice.acceptance_id ?? null,
    acceptance: await acceptanceView(invoice.acceptance_id ?? null),
    exception_reason: invoice.exception_reason ?? null,
    reject_reason: invoice.reject_reason ?? null,
    cancel_reason: invoice.cancel_reason ?? null,
    created_by_id: invoice.created_by_id,
    created_at: invoice.created_at,
    updated_at: invoice.updated_at,
    version: invoice.version,
  };
}

/** purchase-invoice: show — the invoice in the caller's row scope (404 outside). */
export async function showInvoice(caller: StaffCaller, id: number, locale: Locale) {
  return invoiceRecord(await scopedInvoice(caller, id), locale);
}

/** Orders an invoice may bill, in the caller's scope: sent, not cancelled, not fully billed (one page of 100). */
async function openOrders(caller: StaffCaller) {
  const scope = scopeFilters(caller, 'purchasing', ORDER_SCOPE);
  if (scope === null) return [];
  const { items } = await listPage(PURCHASE_ORDER, 1, 100, { filters: scope });
  return items.filter(
    (order) =>
      ['issued', 'on_hold', 'partially_received', 'received'].includes(order.status) &&
      order.billing_status !== 'fully_billed',
  );
}

/** The suppliers an invoice may name (not blocked, one page of 100). */
async function suppliers() {
  const { items } = await listPage(SUPPLIER_PROFILE, 1, 100, { filters: { is_blocked: false } });
  return items.map((profile) => ({ id: profile.id, name: profile.name, vat_number: profile.vat_number }));
}

const contractOption = (contract: ContractEntity) => ({
  id: contract.id,
  number: contract.number,
  title: contract.title,
  stakeholder_id: contract.stakeholder_id,
  project_id: contract.project_id,
});

/** purchase-invoice: get-form-data — suppliers, open orders, contracts, VAT rates, the company's VAT number. */
export async function invoiceFormData(caller: StaffCaller) {
  const [supplierList, orders, company, contracts] = await Promise.all([
    suppliers(),
    openOrders(caller),
    findEntity(COMPANY, COMPANY_ID),
    listPage(CONTRACT, 1, 100),
  ]);
  return {
    kinds: INVOICE_KINDS,
    suppliers: supplierList,
    purchase_orders: orders.map((order: PurchaseOrderEntity) => ({
      id: order.id,
      number: order.number ?? null,
      title: order.title,
      supplier_id: order.supplier_id,
      project_id: order.project_id,
      billing_status: order.billing_status ?? 'not_billed',
    })),
    contracts: contracts.items
      .filter(
        (contract) =>
          contract.status === 'active' &&
          inScope(caller, 'purchasing', contract, { owner: 'stakeholder_id', project: 'project_id' }),
      )
      .map(contractOption),
    vat_rates: [0, 15],
    company_vat_number: company?.vat_number ?? null,
    statuses: PURCHASE_INVOICE_STATUSES,
    match_results: MATCH_RESULTS,
    max_lines: MAX_INVOICE_LINES,
  };
}

/** purchase-invoice: get-edit-form-data — the invoice as edited (its lines as sent) with the form data; 409 when not editable. */
export async function invoiceEditFormData(caller: StaffCaller, id: number, locale: Locale) {
  const invoice = await scopedInvoice(caller, id);
  return {
    invoice: await invoiceRecord(invoice, locale),
    editable: ['draft', 'rejected'].includes(invoice.status),
    form: await invoiceFormData(caller),
  };
}

/** purchase-invoice: get-stakeholder-milestones — a contractor's contracts' milestones: amount, certified, invoiced, remaining. */
export async function stakeholderMilestones(caller: StaffCaller, stakeholderId: number, projectId?: number) {
  const contracts = (await contractsOf(stakeholderId, projectId)).filter((contract) =>
    inScope(caller, 'purchasing', contract, { owner: 'stakeholder_id', project: 'project_id' }),
  );
  return {
    stakeholder_id: stakeholderId,
    project_id: projectId ?? null,
    milestones: contracts.flatMap((contract) =>
      contract.milestones.map((milestone) => ({
        contract_id: contract.id,
        contract_number: contract.number,
        milestone_id: milestone.id,
        name: milestone.name,
        amount: sar(milestone.amount),
        certified: sar(milestone.certified),
        invoiced: sar(milestone.invoiced),
        remaining: sar(milestoneInvoiceable(milestone)),
      })),
    ),
  };
}

/**
 * purchase-invoice: get-invoice-data — the lines an invoice of the order would bill: per posted
 * receipt line (of `grn_ids` when given) its billable quantity (accepted − returned − billed, never
 * beyond the order line's own billable room), else per order line its billable quantity, at the
 * order's price and VAT rate.
 */
export async function invoiceData(caller: StaffCaller, orderId: number, grnIds: readonly number[]) {
  const order = await findEntity(PURCHASE_ORDER, orderId);
  if (!order || !inScope(caller, 'purchasing', order, ORDER_SCOPE))
    throw ValidationError.forField('purchase_order_id', 'validation.exists');
  const settings = await purchasingSettings();
  const detailIds = (
    await linkedIds({ type: PURCHASE_ORDER, id: order.id }, PURCHASE_ORDER_DETAIL)
  ).reverse();
  // The order's receipts from their list by order (the receipts' store writes it), oldest first.
  const receiptIds =
    grnIds.length > 0
      ? [...grnIds]
      : (await listPage(GOODS_RECEIPT_NOTE, 1, 100, { filters: { purchase_order_id: order.id } })).items
          .map((grn) => grn.id)
          .sort((a, b) => a - b);
  const loaded = await loadEntities([
    ...detailIds.map((id) => ({ type: PURCHASE_ORDER_DETAIL, id })),
    ...receiptIds.map((id) => ({ type: GOODS_RECEIPT_NOTE, id })),
    { type: SUPPLIER_PROFILE, id: order.supplier_id },
  ]);
  const details = loaded.list(PURCHASE_ORDER_DETAIL, detailIds);
  const receipts = loaded
    .list(GOODS_RECEIPT_NOTE, receiptIds)
    .filter((grn) => grn.purchase_order_id === order.id && grn.status === 'posted');
  if (grnIds.length > 0 && receipts.length !== grnIds.length)
    throw ValidationError.forField('grn_ids', 'validation.exists');
  const receiptLines = await loadEntities(
    receipts.flatMap((grn) => grn.line_ids.map((id) => ({ type: GOODS_RECEIPT_LINE, id }))),
  );
  const materials = await loadEntities(details.map((detail) => ({ type: MATERIAL, id: detail.material_id })));
  const room = new Map(details.map((detail) => [detail.id, billableRoom(detail, settings)]));
  const priced = (detailId: number, qty: number) => {
    const detail = details.find((candidate) => candidate.id === detailId);
    const material = materials.get(MATERIAL, detail?.material_id ?? null);
    const line = { qty, unit_price: detail?.unit_price ?? 0, vat_rate: detail?.vat_rate ?? 15 };
    const base = lineSubtotal(line);
    const vat = Math.round((base * line.vat_rate) / 100);
    return {
      po_detail_id: detailId,
      material_id: detail?.material_id ?? null,
      material_name: material ? materialName(material, 'en') : null,
      unit: material?.unit ?? null,
      ordered_qty: detail?.ordered_qty ?? 0,
      received_qty: detail?.received_qty ?? 0,
      returned_qty: detail?.returned_qty ?? 0,
      billed_qty: detail?.billed_qty ?? 0,
      qty,
      unit_price: sar(line.unit_price),
      vat_rate: line.vat_rate,
      vat: sar(vat),
      total: sar(base + vat),
    };
  };
  const lines: Array<ReturnType<typeof priced> & { grn_id: number | null; grn_line_id: number | null }> = [];
  if (receipts.length > 0) {
    for (const grn of receipts)
      for (const id of grn.line_ids) {
        const receiptLine = receiptLines.get(GOODS_RECEIPT_LINE, id);
        if (!receiptLine) continue;
        const left = room.get(receiptLine.po_detail_id) ?? 0;
        const qty = roundQty(
          Math.min(receiptLine.accepted_qty - receiptLine.returned_qty - receiptLine.billed_qty, left),
        );
        if (qty <= 0) continue;
        room.set(receiptLine.po_detail_id, roundQty(left - qty));
        lines.push({ ...priced(receiptLine.po_detail_id, qty), grn_id: grn.id, grn_line_id: receiptLine.id });
      }
  } else
    for (const detail of details) {
      const qty = room.get(detail.id) ?? 0;
      if (qty > 0) lines.push({ ...priced(detail.id, qty), grn_id: null, grn_line_id: null });
    }
  const subtotal = lines.reduce(
    (sum, line) => sum + Math.round(line.total * 100) - Math.round(line.vat * 100),
    0,
  );
  const vat = lines.reduce((sum, line) => sum + Math.round(line.vat * 100), 0);
  return {
    purchase_order_id: order.id,
    purchase_order_number: order.number ?? null,
    supplier_id: order.supplier_id,
    supplier_vat_number: loaded.get(SUPPLIER_PROFILE, order.supplier_id)?.vat_number ?? null,
    project_id: order.project_id,
    grn_ids: receipts.map((grn) => grn.id),
    lines,
    subtotal: sar(subtotal),
    vat: sar(vat),
    total: sar(subtotal + vat),
  };
}
