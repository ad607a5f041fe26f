import * as z from 'zod/mini';
import { halalasOfSar } from '../../../shared/domain/money';
import { MAX_INVOICE_LINES } from '../../../shared/domain/purchase-invoices/invoice-lines';
import { INVOICE_FILE_MAX_BYTES } from '../../../shared/domain/purchase-invoices/invoice-writes';
import {
  blankAsAbsent,
  dateText,
  idParameter,
  integerText,
  jsonList,
  numberText,
  optionalDateText,
  optionalIntegerText,
  optionalText,
  requiredText,
  text,
  uploadedFile,
} from '../../../shared/http/fields';

/** The path of one invoice. */
export const invoicePath = z.object({ purchase_invoice_id: idParameter() });
export const INVOICES = '/purchasing/purchase-invoices';
export const INVOICE = `${INVOICES}/{purchase_invoice_id}`;

/** Writes need the manage ability; reads take the module's view ability. */
export const manage = { kind: 'staff', ability: 'purchasing.invoices.manage' } as const;
/** Decisions take the engine's ability (a current reviewer decides). */
export const decide = { kind: 'staff', ability: 'core.acceptances.decide' } as const;

/** One invoice line: an order line or a receipt line (goods), or a milestone (contractor); SAR without VAT. */
const invoiceLine = z.object({
  po_detail_id: optionalIntegerText({ min: 1 }),
  grn_line_id: optionalIntegerText({ min: 1 }),
  milestone_id: optionalIntegerText({ min: 1 }),
  description: blankAsAbsent(text(500)),
  qty: numberText({ min: 0.001 }),
  unit_price: numberText({ min: 0 }),
  vat_rate: integerText({ min: 0, max: 15 }),
});

/** SAR as text, 0 or more, answered in halalas. */
const optionalSar = () => blankAsAbsent(numberText({ min: 0 }));

/** What store and update take (update: the invoice whole, as edited). */
export const invoiceBody = z.object({
  supplier_id: integerText({ min: 1 }),
  supplier_invoice_number: requiredText(50),
  supplier_vat_number: blankAsAbsent(text(15)),
  buyer_vat_number: blankAsAbsent(text(15)),
  invoice_date: dateText(),
  due_date: optionalDateText(),
  purchase_order_id: optionalIntegerText({ min: 1 }),
  contract_id: optionalIntegerText({ min: 1 }),
  vat: optionalSar(),
  retention: optionalSar(),
  advance_recovery: optionalSar(),
  note: optionalText(2000),
  lines: jsonList(invoiceLine, 1, MAX_INVOICE_LINES),
  file: z.optional(uploadedFile(INVOICE_FILE_MAX_BYTES)),
});

export const fileLimits = { maxFileBytes: INVOICE_FILE_MAX_BYTES, maxFiles: 1 };

const halalas = (sar: number | undefined) => (sar === undefined ? undefined : halalasOfSar(sar));

/** The body as the domain takes it: money in halalas. */
export const invoiceInput = (body: z.infer<typeof invoiceBody>) => ({
  ...body,
  note: body.note ?? undefined,
  vat: halalas(body.vat),
  retention: halalas(body.retention),
  advance_recovery: halalas(body.advance_recovery),
  lines: body.lines.map((line) => ({ ...line, unit_price: halalasOfSar(line.unit_price) })),
});
