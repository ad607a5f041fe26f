import { loadEntities } from '../../db/entity-store';
import { ACCEPTANCE } from '../acceptances/acceptances';
import type { StaffCaller } from '../callers/callers';
import { COMPANY, COMPANY_ID } from '../company/company';
import { CONTRACT } from '../contracts/contracts';
import { riyadhDay } from '../home/riyadh-day';
import { MATERIAL, materialName, materialNumber } from '../materials/materials';
import { formatHalalas } from '../prints/format-print-variables';
import type { PrintLanguage } from '../prints/print-templates';
import { type RenderedDocument, renderDocument } from '../prints/render-document';
import { PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../purchasing/purchase-orders';
import { approvalRows, NONE, purchasingLabel } from '../purchasing/purchasing-prints';
import { SUPPLIER_PROFILE } from '../purchasing/suppliers';
import { USER } from '../users/users';
import { invoiceEntry } from './invoice-entry';
import { type PurchaseInvoiceEntity, scopedInvoice } from './purchase-invoices';

const MATCH_LABELS: Record<string, readonly [string, string]> = {
  matched: ['Matched', 'مطابقة'],
  exception: ['Exception', 'استثناء'],
  draft: ['Draft', 'مسودة'],
};

const label = (code: string | null | undefined, language: PrintLanguage) => {
  const known = code ? MATCH_LABELS[code] : undefined;
  return known ? known[language === 'ar' ? 1 : 0] : purchasingLabel(code, language);
};

/** The purchase invoice print's variables (STAFF-DOMAIN-2 1.6): no QR of ours among them. */
export async function purchaseInvoicePrintVariables(invoice: PurchaseInvoiceEntity, language: PrintLanguage) {
  const loaded = await loadEntities([
    { type: COMPANY, id: COMPANY_ID },
    { type: USER, id: invoice.supplier_id },
    { type: SUPPLIER_PROFILE, id: invoice.supplier_id },
    { type: PURCHASE_ORDER, id: invoice.purchase_order_id },
    { type: CONTRACT, id: invoice.contract_id },
    { type: ACCEPTANCE, id: invoice.acceptance_id },
    ...invoice.lines.map((line) => ({ type: PURCHASE_ORDER_DETAIL, id: line.po_detail_id })),
    ...invoice.lines.map((line) => ({ type: MATERIAL, id: line.material_id })),
  ]);
  const company = loaded.get(COMPANY, COMPANY_ID);
  const profile = loaded.get(SUPPLIER_PROFILE, invoice.supplier_id);
  const acceptance = loaded.get(ACCEPTANCE, invoice.acceptance_id);
  const entry = invoiceEntry(invoice, language);
  const money = (sar: number) => (sar === 0 ? NONE : formatHalalas(Math.round(sar * 100)));
  return {
    'company.name_ar': company?.name_ar || NONE,
    'company.name_en': company?.name || NONE,
    'company.vat_number': company?.vat_number || NONE,
    'print.date': riyadhDay(new Date()),
    'invoice.number': invoice.number,
    'invoice.date': riyadhDay(new Date(invoice.created_at)),
    'invoice.status': label(invoice.status, language),
    'invoice.match_result': label(invoice.match_result ?? null, language),
    'supplier.name': profile?.name ?? loaded.get(USER, invoice.supplier_id)?.name ?? NONE,
    'supplier.vat_number': invoice.supplier_vat_number || NONE,
    'supplier_invoice.number': invoice.supplier_invoice_number,
    'supplier_invoice.date': invoice.invoice_date,
    'invoice.due_date': invoice.due_date ?? NONE,
    'invoice.source':
      loaded.get(PURCHASE_ORDER, invoice.purchase_order_id)?.number ??
      loaded.get(CONTRACT, invoice.contract_id)?.number ??
      NONE,
    lines: invoice.lines.map((line, index) => {
      const detail = loaded.get(PURCHASE_ORDER_DETAIL, line.po_detail_id);
      const material = loaded.get(MATERIAL, line.material_id);
      return {
        sequence: index + 1,
        item: material
          ? `${material.code || materialNumber(material.id)} ${materialName(material, language)}`
          : (line.description ?? NONE),
        ordered: detail ? String(detail.ordered_qty ?? 0) : NONE,
        received: detail ? String(detail.net_received_qty ?? detail.received_qty ?? 0) : NONE,
        billed: detail ? String(detail.billed_qty ?? 0) : NONE,
        qty: line.qty,
        unit_price: line.unit_price,
        vat: line.vat,
        line_total: line.total,
        match: label(line.match?.status ?? null, language),
      };
    }),
    'invoice.subtotal': invoice.subtotal,
    'invoice.vat': invoice.vat,
    'invoice.total': invoice.total,
    'invoice.retention': invoice.retention,
    'invoice.advance_recovery': invoice.advance_recovery,
    'invoice.net_payable': invoice.total - invoice.retention - invoice.advance_recovery,
    entry: entry.lines.map((line) => ({
      code: line.code,
      account: line.name,
      debit: money(line.debit),
      credit: money(line.credit),
    })),
    approvals: await approvalRows(acceptance ? [acceptance] : [], language),
  };
}

/** purchase-invoice: print — the voucher as a PDF behind a short-lived link; DRAFT until approved, CANCELLED once cancelled. */
export async function printInvoice(
  caller: StaffCaller,
  id: number,
  language: PrintLanguage,
): Promise<RenderedDocument> {
  const invoice = await scopedInvoice(caller, id);
  const stamp =
    invoice.status === 'cancelled' ? 'cancelled' : invoice.status === 'approved' ? undefined : 'draft';
  return renderDocument('purchase_invoice', await purchaseInvoicePrintVariables(invoice, language), {
    language,
    ...(stamp ? { stamp } : {}),
    fileName: `${invoice.number}${stamp === 'draft' ? '-draft' : ''}.pdf`,
  });
}
