import * as z from 'zod';
import { int, num, recordId, str, timestamp } from '../fields';

/** The company's subscriptions to the platform. */

/** One subscription period of the company to the platform; `status` follows from its dates. */
export const CompanySubscription = z.strictObject({
  id: recordId(),
  plan: str(),
  billing_cycle: str(),
  price: num(),
  seats: int(),
  starts_at: timestamp(),
  ends_at: timestamp(),
  modules: z.array(z.string()),
  created_at: timestamp(),
  status: z.enum(['scheduled', 'active', 'expired']),
  remaining_days: z.number().int(),
});
