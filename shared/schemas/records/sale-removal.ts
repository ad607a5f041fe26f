import * as z from 'zod';
import { recordId } from '../fields';

/** What deleting a sale does and whether it may (sales support, sale tab; STAFF-DOMAIN 6.1). SAR, 2 decimals. */
export const SaleDeletedData = z.strictObject({
  sale_id: recordId(),
  sale_status: z.string(),
  client_total: z.number(),
  paid_total: z.number(),
  refunded_total: z.number(),
  held: z.number(),
  refundable: z.number(),
  booking: z.strictObject({ id: recordId(), status: z.string() }).nullable(),
  acceptances_to_cancel: z.array(
    z.strictObject({
      id: recordId(),
      approvable_type: z.string(),
      approvable_id: recordId(),
      title: z.string(),
    }),
  ),
  can_delete: z.boolean(),
  blockers: z.array(z.string()),
  can_force_delete: z.boolean(),
  force_delete_blockers: z.array(z.string()),
});
