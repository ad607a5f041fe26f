import { loadEntities } from '../../db/entity-store';
import { CONTRACT } from '../contracts/contracts';
import { PURCHASE_ORDER_DETAIL } from '../purchasing/purchase-orders';
import { purchasingSettings } from '../purchasing/purchasing-settings';
import { GOODS_RECEIPT_LINE } from '../warehouse/goods-receipts';
import { roundQty } from '../warehouse/stock';
import { holdingsOf } from './invoice-lines';
import type { LineMatch, MatchResult, PurchaseInvoiceEntity, PurchaseInvoiceLine } from './purchase-invoices';

/** Q11: the price's tolerance in halalas, at least 1 (0.01 SAR), else the order price × price_tolerance %. */
export const priceTolerance = (orderPrice: number, tolerancePct: number) =>
  Math.max(1, Math.round((orderPrice * tolerancePct) / 100));

/**
 * The three-way match of an invoice's lines on what is stored now (STAFF-DOMAIN-2 1.4): quantity
 * (Q9: the order line not billed beyond received less returned with the allowance, and a receipt
 * line named not beyond its accepted less returned; Q10: a milestone not invoiced beyond its
 * certified amount), price (Q11, against the order line's price within the tolerance; contractor
 * lines bill amounts), VAT (Q12: the order line's rate). A line failing any is an `exception`, and so
 * is the invoice; an exception is recorded, not refused.
 */
export async function matchLines(
  invoice: PurchaseInvoiceEntity,
): Promise<{ lines: PurchaseInvoiceLine[]; result: MatchResult }> {
  const settings = await purchasingSettings();
  const loaded = await loadEntities([
    ...invoice.lines.map((line) => ({ type: PURCHASE_ORDER_DETAIL, id: line.po_detail_id })),
    ...invoice.lines.map((line) => ({ type: GOODS_RECEIPT_LINE, id: line.grn_line_id })),
    { type: CONTRACT, id: invoice.contract_id },
  ]);
  const contract = loaded.get(CONTRACT, invoice.contract_id);
  const held = holdingsOf(invoice.lines);
  const lines = invoice.lines.map((line): PurchaseInvoiceLine => {
    let match: LineMatch;
    if (line.po_detail_id !== null) {
      const detail = loaded.get(PURCHASE_ORDER_DETAIL, line.po_detail_id);
      const grnLine = loaded.get(GOODS_RECEIPT_LINE, line.grn_line_id);
      const allowance = ((detail?.net_received_qty ?? 0) * settings.over_billing_allowance_pct) / 100;
      const orderOk = detail !== undefined && roundQty((detail.billable_qty ?? 0) + allowance) >= 0;
      const receiptOk =
        line.grn_line_id === null ||
        (grnLine !== undefined &&
          (held.grnLines.get(grnLine.id) ?? 0) <= roundQty(grnLine.accepted_qty - grnLine.returned_qty));
      const orderPrice = detail?.unit_price ?? line.order_price ?? 0;
      const priceOk =
        Math.abs(line.unit_price - orderPrice) <= priceTolerance(orderPrice, settings.price_tolerance_pct);
      const vatOk = line.vat_rate === (detail?.vat_rate ?? 15);
      match = { status: 'matched', qty_ok: orderOk && receiptOk, price_ok: priceOk, vat_ok: vatOk };
    } else {
      const milestone = contract?.milestones.find((candidate) => candidate.id === line.milestone_id);
      const qtyOk = milestone !== undefined && milestone.invoiced <= milestone.certified;
      match = {
        status: 'matched',
        qty_ok: qtyOk,
        price_ok: true,
        vat_ok: line.vat_rate === 15 || line.vat_rate === 0,
      };
    }
    match.status = match.qty_ok && match.price_ok && match.vat_ok ? 'matched' : 'exception';
    return { ...line, match };
  });
  const result: MatchResult = lines.every((line) => line.match?.status === 'matched')
    ? 'matched'
    : 'exception';
  return { lines, result };
}
