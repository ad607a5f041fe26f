import { describe, expect, it } from 'vitest';
import { matchingPolicy } from '../../../../shared/domain/acceptances/approvable-types';
import {
  invoiceSubject,
  purchaseInvoiceApprovable,
} from '../../../../shared/domain/purchase-invoices/invoice-acceptance';
import { invoiceEntry } from '../../../../shared/domain/purchase-invoices/invoice-entry';
import {
  billableRoom,
  billingMoves,
  holdingsOf,
  holdsBilling,
} from '../../../../shared/domain/purchase-invoices/invoice-lines';
import { priceTolerance } from '../../../../shared/domain/purchase-invoices/invoice-match';
import {
  invoiceLifecycle,
  type PurchaseInvoiceEntity,
  type PurchaseInvoiceLine,
  supplierInvoiceKey,
} from '../../../../shared/domain/purchase-invoices/purchase-invoices';
import { DEFAULT_PURCHASING_SETTINGS } from '../../../../shared/domain/purchasing/purchasing-settings';

const line = (fields: Partial<PurchaseInvoiceLine>): PurchaseInvoiceLine => ({
  po_detail_id: null,
  grn_line_id: null,
  grn_id: null,
  milestone_id: null,
  material_id: null,
  description: null,
  qty: 1,
  unit_price: 100,
  vat_rate: 15,
  vat: 15,
  total: 115,
  order_price: null,
  match: null,
  ...fields,
});

const invoice = (fields: Partial<PurchaseInvoiceEntity>) =>
  ({
    id: 1,
    number: 'PI-2026-000001',
    kind: 'goods',
    subtotal: 1_000_000,
    vat: 150_000,
    total: 1_150_000,
    retention: 0,
    advance_recovery: 0,
    status: 'draft',
    project_item_id: null,
    ...fields,
  }) as PurchaseInvoiceEntity;

const staff = (abilities: string[]) => ({ kind: 'staff' as const, id: 7, abilities });

describe('purchase invoice rules', () => {
  it('allows billing up to received less returned less billed, plus the over-billing allowance (Q9)', () => {
    const detail = {
      purchase_order_id: 1,
      purchase_request_offer_details_id: null,
      net_received_qty: 40,
      billable_qty: 10,
    };
    expect(billableRoom(detail, DEFAULT_PURCHASING_SETTINGS)).toBe(10);
    expect(billableRoom(detail, { ...DEFAULT_PURCHASING_SETTINGS, over_billing_allowance_pct: 5 })).toBe(12);
    expect(
      billableRoom(
        { ...detail, billable_qty: -1 },
        { ...DEFAULT_PURCHASING_SETTINGS, over_billing_allowance_pct: 5 },
      ),
    ).toBe(1);
  });

  it('matches a price within 0.01 SAR by default and within the tolerance when set (Q11)', () => {
    expect(priceTolerance(179_125, 0)).toBe(1);
    expect(priceTolerance(179_125, 1)).toBe(1791);
    expect(priceTolerance(0, 5)).toBe(1);
  });

  it('sums what lines hold per order line, receipt line and milestone, and moves only the difference', () => {
    const before = holdingsOf([
      line({ po_detail_id: 5, grn_line_id: 9, qty: 4 }),
      line({ po_detail_id: 5, qty: 1 }),
    ]);
    expect([...before.details]).toEqual([[5, 5]]);
    expect([...before.grnLines]).toEqual([[9, 4]]);
    const after = holdingsOf([line({ po_detail_id: 5, grn_line_id: 9, qty: 4 })]);
    const moves = billingMoves(before, after, {
      settings: DEFAULT_PURCHASING_SETTINGS,
      details: new Map(),
      refusal: () => () => new Error('refused'),
    });
    // Only the order line moves (by −1, given back: no condition beyond existence); the receipt line holds.
    expect(moves.map((move) => move.name)).toEqual(['order-line-5-billable']);
    const update = moves[0]?.item.Update;
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toEqual([-1, 1, 1]);
    expect(update?.ConditionExpression).not.toContain('>=');
    const taken = billingMoves(holdingsOf([]), after, {
      settings: DEFAULT_PURCHASING_SETTINGS,
      details: new Map(),
      refusal: () => () => new Error('refused'),
    });
    expect(taken.map((move) => move.name)).toEqual(['order-line-5-billable', 'receipt-line-9-billed']);
    expect(taken[0]?.item.Update?.ConditionExpression).toContain('>=');
    expect(holdsBilling('rejected')).toBe(false);
    expect(holdsBilling('pending_acceptance')).toBe(true);
  });

  it('posts a balanced entry: goods to GRNI, a contractor to work in progress less retention and advance', () => {
    const goods = invoiceEntry(invoice({}), 'en');
    expect(goods.lines.map((entry) => [entry.code, entry.debit, entry.credit])).toEqual([
      ['2150', 10_000, 0],
      ['1410', 1500, 0],
      ['2110', 0, 11_500],
    ]);
    const contractor = invoiceEntry(
      invoice({ kind: 'contractor', retention: 100_000, advance_recovery: 50_000 }),
      'ar',
    );
    expect(contractor.lines.map((entry) => [entry.account, entry.debit, entry.credit])).toEqual([
      ['project_wip', 10_000, 0],
      ['input_vat', 1500, 0],
      ['retention_payable', 0, 1000],
      ['advance_recovery', 0, 500],
      ['supplier_payable', 0, 10_000],
    ]);
    expect(contractor.balanced).toBe(true);
  });

  it('keys a supplier invoice number once however it is spaced or cased (Q13)', () => {
    expect(supplierInvoiceKey(8, 'inv 2026-44')).toBe(supplierInvoiceKey(8, 'INV2026-44'));
    expect(supplierInvoiceKey(8, 'INV-1')).not.toBe(supplierInvoiceKey(9, 'INV-1'));
  });

  it('edits and deletes drafts only, cancels an approved invoice only with approve-exception', () => {
    const manage = staff(['purchasing.invoices.manage']);
    expect(invoiceLifecycle.step('update', { from: 'rejected', actor: manage, subject: {} }).to).toBe(
      'draft',
    );
    expect(() =>
      invoiceLifecycle.step('delete', { from: 'pending_acceptance', actor: manage, subject: {} }),
    ).toThrow();
    expect(() => invoiceLifecycle.step('cancel', { from: 'approved', actor: manage, subject: {} })).toThrow();
    expect(
      invoiceLifecycle.step('cancel', {
        from: 'approved',
        actor: staff(['purchasing.invoices.approve-exception']),
        subject: {},
      }).to,
    ).toBe('cancelled');
    expect(() =>
      invoiceLifecycle.step('cancel', { from: 'pending_acceptance', actor: manage, subject: {} }),
    ).toThrow();
  });
});

describe('the purchase_invoice approval chains', () => {
  const chain = (subtotal: number, match: 'matched' | 'exception') =>
    matchingPolicy(
      purchaseInvoiceApprovable.policies,
      invoiceSubject({
        number: 'PI-2026-000009',
        supplier_invoice_number: 'INV-9',
        subtotal,
        project_id: 1,
        match_result: match,
        created_by_id: 3,
      }),
    )?.steps.map((step) => step.name);

  it('asks the finance manager, the general manager too above 500,000 SAR without VAT, an exception at its first step', () => {
    expect(chain(50_000_000, 'matched')).toEqual(['Finance manager']);
    expect(chain(50_000_001, 'matched')).toEqual(['Finance manager', 'General manager']);
    expect(chain(1_000, 'exception')).toEqual(['Finance manager (exception)']);
    expect(chain(60_000_000, 'exception')).toEqual(['Finance manager (exception)', 'General manager']);
    expect(purchaseInvoiceApprovable.policies.every((policy) => policy.bulk_allowed === false)).toBe(true);
  });
});
