import * as z from 'zod';
import { date, num, recordId, str, timestamp } from '../fields';

/** Purchasing documents (issue 32): the order's print content, requests for quotation and their suppliers. */

/** purchase order: get-print-contnet: the filled HTML, the variables as printed and a PDF link. */
export const PurchaseOrderPrintContent = z.strictObject({
  html: z.string(),
  /** By key (`order.total`); a table (`lines`, `approvals`) is an array of rows of printed cells. */
  variables: z.record(z.string(), z.union([z.string(), z.array(z.record(z.string(), z.string()))])),
  pdf_url: z.string().url(),
  pdf_name: z.string(),
  language: z.enum(['ar', 'en']),
  /** The stamp across the PDF: draft while the order waits for its budget, cancelled, else null. */
  stamp: z.enum(['draft', 'cancelled']).nullable(),
});

/** Purchase Request: profile send-mail: the invitations sent, one e-mail each. */
export const RfqSent = z.strictObject({
  purchase_request_id: recordId(),
  sourcing_status: z.string(),
  reply_by: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sent: z.array(
    z.strictObject({
      invitation_id: recordId(),
      supplier_id: recordId(),
      supplier_name: z.string(),
      email: z.string(),
      /** How many times this supplier has been invited to quote for the request. */
      sent_count: z.number().int().min(1),
    }),
  ),
});

/** One supplier invited to quote for a request: the invitation and the supplier's offer, if any. */
export const RfqInvitedSupplier = z.strictObject({
  id: recordId(),
  purchase_request_id: recordId(),
  supplier_id: recordId(),
  supplier: z.strictObject({
    id: recordId(),
    name: z.string(),
    email: z.string(),
    cr_number: str(),
    vat_number: str(),
    is_blocked: z.boolean(),
  }),
  status: z.enum(['invited', 'responded', 'declined']),
  sent_at: timestamp(),
  sent_count: z.number().int().min(1),
  reply_by: date(),
  /** The offer's status (null: no offer recorded yet). */
  offer_status: str(),
  offer: z
    .strictObject({
      id: recordId(),
      status: z.string(),
      offer_number: str(),
      /** SAR, with VAT. */
      total: num(),
      valid_until: date(),
    })
    .nullable(),
});

/** Purchase Request: get-suppliers: the request's sourcing and its invited suppliers, oldest first. */
export const RfqInvitedSuppliers = z.strictObject({
  purchase_request_id: recordId(),
  sourcing_status: z.string(),
  suppliers: z.array(RfqInvitedSupplier),
});
