import * as z from 'zod';
import { int, num, recordId, str, timestamp } from '../fields';

/** Stock issued from a warehouse to a project (disbursement order): quantities in the material's unit. */
export const DisbursementOrder = z.strictObject({
  id: recordId(),
  number: z.string(),
  source: z.enum(['purchase_request', 'grn', 'manual']),
  source_id: int(),
  warehouse: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  project_id: z.number().int(),
  project_item_id: int(),
  lines: z.array(
    z.strictObject({
      request_details_id: int(),
      material_id: z.number().int(),
      material_code: str(),
      material_name: str(),
      unit: str(),
      qty: z.number(),
      /** SAR per unit at the moving average when issued; null until then. */
      unit_cost: num(),
    }),
  ),
  status: z.enum(['pending_acceptance', 'issued', 'rejected', 'cancelled']),
  note: str(),
  requested_by_id: z.number().int(),
  acceptance_id: int(),
  issued_at: timestamp(),
  created_at: timestamp(),
});
