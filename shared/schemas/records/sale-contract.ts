import * as z from 'zod';

/** A sale's contract (STAFF-DOMAIN 6.10): its approval, then its number per project and year. */
export const SaleContract = z.strictObject({
  sale_id: z.number().int(),
  sale_status: z.string(),
  contract_acceptance_id: z.number().int().nullable(),
  contract_requested_at: z.string().nullable(),
  contract_requested_by_user_id: z.number().int().nullable(),
  contract_rejected_reason: z.string().nullable(),
  contract_number: z.string().nullable(),
  contracted_at: z.string().nullable(),
});

/** A sale's force to emptying (STAFF-DOMAIN 6.1): the request, its decision and the balance outstanding (SAR). */
export const SaleForceEmptying = z.strictObject({
  sale_id: z.number().int(),
  sale_status: z.string(),
  balance: z.number(),
  force_emptying_status: z.enum(['pending', 'approved', 'rejected']).nullable(),
  reason: z.string().nullable(),
  acceptance_id: z.number().int().nullable(),
  requested_by_user_id: z.number().int().nullable(),
  requested_at: z.string().nullable(),
  outstanding_at_request: z.number().nullable(),
  outstanding_at_approval: z.number().nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
});
