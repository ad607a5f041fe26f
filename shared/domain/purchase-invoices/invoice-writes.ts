import { randomUUID } from 'node:crypto';
import { nextId } from '../../db/counters';
import { getEntity, prepareCreate, prepareUpdate, softDeleteEntity } from '../../db/entity-store';
import { transaction } from '../../db/transaction-builder';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { filePrefixes } from '../../files/file-prefixes';
import { putFile, safeFileName } from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import { approvableTypesOf } from '../acceptances/approvable-types';
import { decideAmong, loadAcceptance, submitForAcceptance } from '../acceptances/engine';
import { recordUnlocked } from '../acceptances/record-lock';
import { isParticipant } from '../acceptances/visibility';
import { holds, type StaffCaller } from '../callers/callers';
import { CONTRACT } from '../contracts/contracts';
import { prepareTransition } from '../lifecycle/apply-transition';
import { actorRef, statusChangePut } from '../lifecycle/status-history';
import { ORDER_SCOPE, PURCHASE_ORDER } from '../purchasing/purchase-orders';
import { takeVoucherNumber } from '../purchasing/purchasing-numbers';
import { retryRaces } from '../retry';
import { inScope } from '../users/row-scope';
import {
  EXCEPTION_ABILITY,
  INVOICE_APPROVABLE,
  invoiceSubject,
  markerRelease,
  orderBillingStatus,
  orderBillingStatusSet,
  purchaseInvoiceApprovable,
} from './invoice-acceptance';
import {
  billableRoom,
  billingGivenBack,
  billingMoves,
  type CheckedInvoice,
  checkInvoice,
  holdingsOf,
  holdsBilling,
  type InvoiceInput,
} from './invoice-lines';
import { matchLines } from './invoice-match';
import {
  INVOICE_RECORD_NAME,
  INVOICE_SCOPE,
  invoiceLifecycle,
  PURCHASE_INVOICE,
  type PurchaseInvoice,
  type PurchaseInvoiceEntity,
  SUPPLIER_INVOICE_KIND,
  scopedInvoice,
  supplierInvoiceKey,
} from './purchase-invoices';

/** The largest supplier invoice file (a PDF/A-3 or its XML). */
export const INVOICE_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** A write taken again on fresh reads while it loses a race (a version moved), up to 40 times. */
const retried = <T>(write: () => Promise<T>) => retryRaces(write, 40);

async function storeFile(supplierId: number, file: UploadedFile | undefined) {
  if (!file) return undefined;
  const key = `${filePrefixes.purchasing}invoices/${supplierId}/${randomUUID()}-${safeFileName(file.filename)}`;
  await putFile(key, file.content, file.mimetype);
  return key;
}

/** The 422 of an order line the transaction found over its room (Q9), on the first input line naming it. */
function overBilled(checked: CheckedInvoice) {
  return (detailId: number) => () => {
    const index = checked.lines.findIndex((line) => line.po_detail_id === detailId);
    const detail = checked.details.get(detailId);
    return ValidationError.forField(`lines.${Math.max(index, 0)}.qty`, 'purchase_invoices.over_billed', {
      max_allowed: detail ? Math.max(billableRoom(detail, checked.settings), 0) : 0,
    });
  };
}

const qtyRefusals = (checked: CheckedInvoice) => ({
  refusal: overBilled(checked),
  settings: checked.settings,
  details: checked.details,
  contract: checked.contract,
});

export interface StoreInvoiceInput extends InvoiceInput {
  file?: UploadedFile | undefined;
}

/**
 * purchase-invoice: store — a supplier's invoice as `draft` (`PI-YYYY-NNNNNN`), in one transaction
 * with Q13's marker (one supplier invoice number once among invoices not cancelled: 422 on
 * `supplier_invoice_number`) and the billing it takes (warehouse README: each order line's
 * `billable_qty >= q` (Q9), the receipt lines' `billed_qty`; a contract's milestones under its
 * version (Q10)). Q12 is checked on the input.
 */
export async function storeInvoice(caller: StaffCaller, input: StoreInvoiceInput) {
  const file = await storeFile(input.supplier_id, input.file);
  return retried(async () => {
    const checked = await checkInvoice(input, undefined);
    if (checked.order && !inScope(caller, 'purchasing', checked.order, ORDER_SCOPE))
      throw ValidationError.forField('purchase_order_id', 'validation.exists');
    const id = await nextId(PURCHASE_INVOICE);
    const number = await takeVoucherNumber('PI');
    const attributes: PurchaseInvoice = {
      number,
      kind: checked.kind,
      supplier_id: input.supplier_id,
      supplier_invoice_number: input.supplier_invoice_number,
      supplier_vat_number: checked.supplier_vat_number,
      buyer_vat_number: checked.buyer_vat_number,
      invoice_date: input.invoice_date,
      due_date: input.due_date ?? null,
      purchase_order_id: checked.order?.id ?? null,
      contract_id: checked.contract?.id ?? null,
      project_id: checked.project_id,
      project_item_id: checked.project_item_id,
      grn_ids: [...new Set(checked.lines.flatMap((line) => (line.grn_id === null ? [] : [line.grn_id])))],
      lines: checked.lines,
      subtotal: checked.subtotal,
      vat: checked.vat,
      total: checked.subtotal + checked.vat,
      retention: input.retention ?? 0,
      advance_recovery: input.advance_recovery ?? 0,
      match_result: null,
      matched_at: null,
      status: 'draft',
      payment_status: 'unpaid',
      file: file ?? null,
      note: input.note ?? null,
      acceptance_id: null,
      created_by_id: caller.id,
      exception_reason: null,
      reject_reason: null,
      cancel_reason: null,
    };
    const created = await prepareCreate(PURCHASE_INVOICE, attributes, {
      id,
      uniques: [
        {
          kind: SUPPLIER_INVOICE_KIND,
          field: 'supplier_invoice_number',
          value: supplierInvoiceKey(input.supplier_id, input.supplier_invoice_number),
        },
      ],
      links: [
        checked.order
          ? { type: PURCHASE_ORDER, id: checked.order.id }
          : { type: CONTRACT, id: checked.contract?.id as number },
      ],
    });
    await transaction('purchase-invoice-store', { budget: 100 })
      .include('invoice', created)
      .add(billingMoves(holdingsOf([]), holdingsOf(checked.lines), qtyRefusals(checked)))
      .commit();
    return created.entity;
  });
}

/**
 * purchase-invoice: update — a `draft` or `rejected` invoice's fields and lines, back to `draft`
 * with its match cleared: the billing moves by the difference (a rejected invoice held none, so
 * it takes its lines whole), Q13's marker moves with a new number, in one transaction under the
 * version read.
 */
export async function updateInvoice(caller: StaffCaller, id: number, input: StoreInvoiceInput) {
  const file = await storeFile(input.supplier_id, input.file);
  return retried(async () => {
    const invoice = await scopedInvoice(caller, id);
    const step = invoiceLifecycle.step('update', { from: invoice.status, actor: caller, subject: invoice });
    if (input.supplier_id !== invoice.supplier_id)
      throw ValidationError.forField('supplier_id', 'purchase_invoices.supplier_fixed');
    const checked = await checkInvoice(input, invoice);
    const before = holdsBilling(invoice.status) ? holdingsOf(invoice.lines) : holdingsOf([]);
    const prepared = await prepareUpdate(
      PURCHASE_INVOICE,
      invoice.id,
      {
        status: 'draft',
        supplier_invoice_number: input.supplier_invoice_number,
        supplier_vat_number: checked.supplier_vat_number,
        buyer_vat_number: checked.buyer_vat_number,
        invoice_date: input.invoice_date,
        due_date: input.due_date ?? null,
        grn_ids: [...new Set(checked.lines.flatMap((line) => (line.grn_id === null ? [] : [line.grn_id])))],
        lines: checked.lines,
        subtotal: checked.subtotal,
        vat: checked.vat,
        total: checked.subtotal + checked.vat,
        retention: input.retention ?? invoice.retention,
        advance_recovery: input.advance_recovery ?? invoice.advance_recovery,
        match_result: null,
        matched_at: null,
        note: input.note ?? invoice.note,
        file: file ?? invoice.file,
        acceptance_id: null,
      },
      {
        recordName: INVOICE_RECORD_NAME,
        current: invoice,
        uniques: [
          {
            kind: SUPPLIER_INVOICE_KIND,
            field: 'supplier_invoice_number',
            value: supplierInvoiceKey(invoice.supplier_id, input.supplier_invoice_number),
            previous: supplierInvoiceKey(invoice.supplier_id, invoice.supplier_invoice_number),
          },
        ],
        also: step.changes
          ? [
              statusChangePut(
                { type: PURCHASE_INVOICE, id: invoice.id },
                {
                  version: invoice.version + 1,
                  action: 'update',
                  from: step.from,
                  to: step.to,
                  by: actorRef(caller),
                  at: new Date().toISOString(),
                  reason: null,
                },
              ),
            ]
          : [],
      },
    );
    await transaction('purchase-invoice-update', { budget: 100 })
      .include('invoice', prepared)
      .add(recordUnlocked(INVOICE_APPROVABLE, invoice.id))
      .add(billingMoves(before, holdingsOf(checked.lines), qtyRefusals(checked)))
      .commit({ 'record-unlocked': () => new ConflictError('acceptances.locked') });
    return prepared.entity;
  });
}

const markerOf = (invoice: PurchaseInvoiceEntity) =>
  markerRelease(
    SUPPLIER_INVOICE_KIND,
    supplierInvoiceKey(invoice.supplier_id, invoice.supplier_invoice_number),
  );

/** purchase-invoice: delete — a `draft` invoice (soft), its billing given back and its supplier number freed. */
export async function deleteInvoice(caller: StaffCaller, id: number) {
  return retried(async () => {
    const invoice = await scopedInvoice(caller, id);
    invoiceLifecycle.step('delete', { from: invoice.status, actor: caller, subject: invoice });
    await softDeleteEntity(PURCHASE_INVOICE, invoice, {
      recordName: INVOICE_RECORD_NAME,
      uniques: [
        {
          kind: SUPPLIER_INVOICE_KIND,
          field: 'supplier_invoice_number',
          value: supplierInvoiceKey(invoice.supplier_id, invoice.supplier_invoice_number),
        },
      ],
      also: [
        recordUnlocked(INVOICE_APPROVABLE, invoice.id).item,
        ...(await billingGivenBack(invoice)).map((item) => item.item),
      ],
    });
    return { deleted: true as const };
  });
}

/**
 * purchase-invoice: cancel — from `draft` or `rejected` (manage), or from `approved` with no payment
 * allocated (`purchasing.invoices.approve-exception`, the finance manager: the entry is reversed);
 * `reason` kept; the billing it holds given back, the supplier's number freed (Q13).
 */
export async function cancelInvoice(caller: StaffCaller, id: number, reason: string) {
  return retried(async () => {
    const invoice = await scopedInvoice(caller, id);
    const step = invoiceLifecycle.step('cancel', { from: invoice.status, actor: caller, subject: invoice });
    if (invoice.payment_status !== 'unpaid') throw new ConflictError('purchase_invoices.paid');
    const givenBack = await billingGivenBack(invoice);
    const items = [
      recordUnlocked(INVOICE_APPROVABLE, invoice.id).item,
      markerOf(invoice).item,
      ...givenBack.map((item) => item.item),
    ];
    if (invoice.status === 'approved' && invoice.purchase_order_id !== null)
      items.push(
        orderBillingStatusSet(
          invoice.purchase_order_id,
          await orderBillingStatus(
            invoice.purchase_order_id,
            new Map([...holdingsOf(invoice.lines).details].map(([detail, qty]) => [detail, -qty])),
          ),
        ),
      );
    const prepared = await prepareTransition(PURCHASE_INVOICE, invoice, step, {
      actor: caller,
      recordName: INVOICE_RECORD_NAME,
      reason,
      changes: { cancel_reason: reason },
      also: items,
    });
    await transaction('purchase-invoice-cancel', { budget: 100 })
      .include('invoice', prepared)
      .commit({ '*': () => new ConflictError() });
    return prepared.entity;
  });
}

/**
 * purchase-invoice: match — Q9 to Q12 per line on what is stored now (`matched` or `exception` per
 * line, the invoice's `match_result`), then submitted (`purchase_invoice`) in one transaction with
 * the invoice `pending_acceptance` under the version read.
 */
export async function matchInvoice(caller: StaffCaller, id: number) {
  return retried(async () => {
    const invoice = await scopedInvoice(caller, id);
    const step = invoiceLifecycle.step('match', { from: invoice.status, actor: caller, subject: invoice });
    if (invoice.lines.length === 0) throw ValidationError.forField('lines', 'validation.required');
    const { lines, result } = await matchLines(invoice);
    const at = new Date().toISOString();
    let updated: PurchaseInvoiceEntity | undefined;
    await submitForAcceptance(purchaseInvoiceApprovable, invoice.id, {
      subject: invoiceSubject({ ...invoice, match_result: result }, caller.id),
      also: async (acceptanceId) => {
        const prepared = await prepareTransition(PURCHASE_INVOICE, invoice, step, {
          actor: caller,
          recordName: INVOICE_RECORD_NAME,
          at,
          changes: {
            lines,
            match_result: result,
            matched_at: at,
            acceptance_id: acceptanceId,
            reject_reason: null,
          },
        });
        updated = prepared.entity;
        return prepared.items;
      },
    });
    return updated as PurchaseInvoiceEntity;
  });
}

/**
 * The invoice for a decision: in the caller's row scope with the view ability, or the caller on its
 * approval (a reviewer reads what they decide); else 404. Pending with its acceptance, else 409.
 */
async function decidable(caller: StaffCaller, id: number) {
  const invoice = await getEntity(PURCHASE_INVOICE, id, INVOICE_RECORD_NAME);
  const acceptance = invoice.acceptance_id ? await loadAcceptance(invoice.acceptance_id) : undefined;
  const readable =
    (holds(caller, 'purchasing.invoices.view') && inScope(caller, 'purchasing', invoice, INVOICE_SCOPE)) ||
    (acceptance !== undefined && isParticipant(acceptance, caller.id));
  if (!readable) throw new NotFoundError(INVOICE_RECORD_NAME);
  if (invoice.status !== 'pending_acceptance' || !acceptance)
    throw new ConflictError('purchase_invoices.not_allowed', { status: invoice.status });
  return { invoice, acceptance };
}

const invoiceTypes = approvableTypesOf([purchaseInvoiceApprovable]);

/**
 * purchase-invoice: approve — the caller decides the invoice's current approval step with the
 * engine's rules (a current reviewer, four-eyes; the engine's own decide). A match exception's
 * first step needs `purchasing.invoices.approve-exception` (403) and a `reason` (422).
 */
export async function approveInvoice(caller: StaffCaller, id: number, reason: string | undefined) {
  const { invoice, acceptance } = await decidable(caller, id);
  if (invoice.match_result === 'exception' && acceptance.current_sequence === 1) {
    if (!holds(caller, EXCEPTION_ABILITY)) throw new ForbiddenError('purchase_invoices.exception_forbidden');
    if (!reason) throw ValidationError.forField('reason', 'purchase_invoices.exception_needs_reason');
  }
  await decideAmong(invoiceTypes, acceptance.id, caller, 'accept', reason ?? null);
  return getEntity(PURCHASE_INVOICE, id, INVOICE_RECORD_NAME);
}

/** purchase-invoice: reject — the current step rejected with a `reason`: the invoice `rejected`, its billing given back. */
export async function rejectInvoice(caller: StaffCaller, id: number, reason: string) {
  const { acceptance } = await decidable(caller, id);
  await decideAmong(invoiceTypes, acceptance.id, caller, 'reject', reason);
  return getEntity(PURCHASE_INVOICE, id, INVOICE_RECORD_NAME);
}
