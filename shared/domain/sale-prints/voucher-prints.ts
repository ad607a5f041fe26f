import { findEntity } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import type { PrintLanguage } from '../prints/print-templates';
import { type RenderDocumentOptions, renderDocument } from '../prints/render-document';
import { owedBalance } from '../sale-operations/pay';
import { SALE_OPERATION, type SaleOperationEntity } from '../sale-operations/sale-operations';
import { SALE_REFUND, type SaleRefundEntity } from '../sale-refunds/sale-refunds';
import { printLabel } from './print-labels';
import {
  NONE,
  type SalePrintFacts,
  saleHeaderVariables,
  salePricingVariables,
  salePrintFacts,
} from './sale-print-facts';
import { downloadable } from './sale-prints';
import { qrSvgDataUrl, zatcaTlvBase64 } from './zatca-qr';

const REFUND_KINDS: readonly string[] = ['refund', 'partial_refund'];

/** The sale's VAT in halalas: today the VAT on the brokerage (striving) the client pays. */
const saleVat = (facts: SalePrintFacts) => facts.pricing.striving_vat;

/**
 * The VAT share of an operation: the sale's VAT in proportion to the amount (of the client total),
 * rounded half-up to the halala, in integers.
 */
export function vatShare(amount: number, saleVatAmount: number, clientTotal: number): number {
  if (saleVatAmount <= 0 || clientTotal <= 0) return 0;
  const numerator = 2n * BigInt(amount) * BigInt(saleVatAmount) + BigInt(clientTotal);
  return Number(numerator / (2n * BigInt(clientTotal)));
}

/** The operation of the sale (404 when it is another sale's or none). */
async function operationOf(facts: SalePrintFacts, operationId: number): Promise<SaleOperationEntity> {
  const operation = await findEntity(SALE_OPERATION, operationId);
  if (!operation || operation.sale_id !== facts.sale.id) throw new NotFoundError('operation');
  return operation;
}

/** A deleted, failed or cancelled operation prints CANCELLED; one awaiting the gateway DRAFT. */
const operationStamp = (operation: SaleOperationEntity): RenderDocumentOptions =>
  operation.soft_deleted_at || operation.status === 'failed' || operation.status === 'cancelled'
    ? { stamp: 'cancelled' }
    : operation.status === 'pending_gateway'
      ? { stamp: 'draft' }
      : {};

/**
 * print refund sale operation: the voucher of one operation of the sale: a receipt voucher for a
 * payment, a payment voucher for a refund. Where the sale carries VAT it prints the operation's
 * VAT share and the ZATCA phase-1 QR code (seller, VAT number, time, total with VAT, VAT).
 */
export async function printOperationVoucher(
  viewer: StaffCaller,
  saleId: number,
  operationId: number,
  language: PrintLanguage,
) {
  const facts = await salePrintFacts(viewer, 'payments-and-refunds', saleId);
  const operation = await operationOf(facts, operationId);
  const refund = REFUND_KINDS.includes(operation.kind);
  const vat = vatShare(operation.amount, saleVat(facts), facts.pricing.client_total);
  const header = saleHeaderVariables(facts, language);
  const qr =
    vat > 0
      ? qrSvgDataUrl(
          zatcaTlvBase64({
            sellerName: facts.company?.name_ar || facts.company?.name || NONE,
            vatNumber: facts.company?.vat_number || NONE,
            timestamp: new Date(operation.paid_at).toISOString(),
            totalWithVat: operation.amount,
            vatAmount: vat,
          }),
        )
      : undefined;
  const title = refund ? { ar: 'سند صرف', en: 'Payment voucher' } : { ar: 'سند قبض', en: 'Receipt voucher' };
  const document = await renderDocument(
    'sale_receipt',
    {
      ...header,
      'voucher.title': title[language],
      'voucher.number': operation.receipt_no,
      'voucher.date': riyadhDay(new Date(operation.paid_at)),
      'voucher.amount': operation.amount,
      'voucher.kind': printLabel(operation.kind, language),
      'voucher.method': printLabel(operation.method, language),
      'voucher.reference': operation.reference_no || NONE,
      'voucher.vat': vat > 0 ? vat : undefined,
      'voucher.qr': qr,
      'sale.balance': owedBalance(facts.sale),
    },
    { language, ...operationStamp(operation), fileName: `${operation.receipt_no}.pdf` },
  );
  return downloadable(document);
}

/** A rejected or cancelled refund prints CANCELLED; one not paid yet DRAFT. */
const refundStamp = (refund: SaleRefundEntity): RenderDocumentOptions =>
  refund.status === 'rejected' || refund.status === 'cancelled'
    ? { stamp: 'cancelled' }
    : refund.status === 'paid'
      ? {}
      : { stamp: 'draft' };

/**
 * print refund sale: the refund statement of one of the sale's refunds (SALE_REFUND): what was
 * paid, refunded now and in all, the balance; 404 for another sale's refund.
 */
export async function printRefundStatement(
  viewer: StaffCaller,
  saleId: number,
  refundId: number,
  language: PrintLanguage,
) {
  const facts = await salePrintFacts(viewer, 'payments-and-refunds', saleId);
  const refund = await findEntity(SALE_REFUND, refundId);
  if (!refund || refund.sale_id !== facts.sale.id) throw new NotFoundError('sale refund');
  const pricing = salePricingVariables(facts, language);
  // A paid refund's reference is the number of the refund operation that paid it out.
  const payout = refund.operation_id ? await findEntity(SALE_OPERATION, refund.operation_id) : undefined;
  const document = await renderDocument(
    'sale_refund_statement',
    {
      ...saleHeaderVariables(facts, language),
      'refund.number': String(refund.id),
      'refund.date': riyadhDay(new Date(refund.paid_at ?? refund.created_at)),
      'refund.kind': printLabel(refund.kind, language),
      'refund.amount': refund.amount,
      'refund.method': printLabel(refund.method, language),
      'refund.reference': payout?.receipt_no || NONE,
      'refund.iban': refund.iban_number,
      'sale.paid_total': pricing['sale.paid_total'],
      'sale.refunded_total': pricing['sale.refunded_total'],
      'pricing.total': pricing['pricing.total'],
      'sale.balance': pricing['sale.balance'],
    },
    { language, ...refundStamp(refund), fileName: `sale-${facts.sale.id}-refund-${refund.id}.pdf` },
  );
  return downloadable(document);
}
