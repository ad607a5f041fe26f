import * as z from 'zod';
import { date, int, num, recordId, str, timestamp } from '../fields';
import { StaffAttentionRequest } from './attention-requests';
import { bookingHead } from './bookings';
import { Client } from './clients';
import { Discount } from './discounts';
import { Sale } from './sales';
import { BuildingSimple, ClientSimple, ProjectSimple } from './simple';

/** Init sale (sales support): the get-data parts and the sale it creates. Money in SAR, 2 decimals. */

/** A unit's active booking as init sale reads it: hold, approval, earnest money and client. */
export const InitSaleBooking = z.strictObject({
  ...bookingHead,
  status: z.string(),
  booking_open_at: timestamp(),
  booking_expired_at: timestamp(),
  accepted_at: timestamp(),
  init_deadline_at: timestamp(),
  orbon_amount: z.number(),
  client: ClientSimple.nullable(),
});

/** Init sale, main data: the unit and its prices, its booking (null outside the caller's scope), and whether init sale may go ahead. */
export const InitSaleMainData = z.strictObject({
  unit: z.strictObject({
    id: recordId(),
    name: str(),
    name_full: str(),
    status: str(),
    project_id: int(),
    building_id: int(),
    price_before_tax: num(),
    tax_rate: num(),
    tax_value: num(),
    price_after_tax: num(),
  }),
  project: ProjectSimple.nullable(),
  building: BuildingSimple.nullable(),
  booking: InitSaleBooking.nullable(),
  can_init_sale: z.boolean(),
  init_sale_blocker: z.enum(['unit_has_sale', 'no_accepted_booking', 'deadline_passed']).nullable(),
});

/** Init sale, attention data: the booking's client, its lead, and the client fields a sale still needs. */
export const InitSaleAttentionData = z.strictObject({
  client: Client.nullable(),
  attention_request: StaffAttentionRequest.nullable(),
  missing_client_fields: z.array(z.enum(['national_id', 'phone'])),
});

/** Init sale, discounts: the active discounts a sale of the unit to the booking's client may take today. */
export const InitSaleDiscounts = z.strictObject({ discounts: z.array(Discount) });

/** A sale's price (STAFF-DOMAIN 5.6): amounts in SAR with 2 decimals, rates in percent. */
export const InitSalePricing = z.strictObject({
  price_before_tax: z.number(),
  discounts: z.array(
    z.strictObject({
      discount_id: z.number().int(),
      name: z.string(),
      value_type: z.string(),
      value: z.number(),
      amount: z.number(),
    }),
  ),
  discounts_total: z.number(),
  net_price: z.number(),
  tax_rate: z.number(),
  tax_amount: z.number(),
  state_tax: z.number(),
  tax_payer: z.enum(['client', 'company']),
  client_tax: z.number(),
  striving_payer: z.enum(['client', 'company', 'none']),
  striving_rate: z.number(),
  striving_amount: z.number(),
  striving_vat: z.number(),
  client_total: z.number(),
});

/** One due amount of a sale's payment plan. */
export const PaymentPlanLine = z.strictObject({
  sequence: z.number().int(),
  kind: z.enum(['orbon', 'down_payment', 'installment', 'bank_payment']),
  due_date: date(),
  amount: z.number(),
  paid_amount: z.number(),
  status: z.string(),
});

/** A sale just initialised: the back office's Sale record with its price snapshot, money and payment plan. */
export const InitSaleSale = Sale.extend({
  booking_id: int(),
  sale_support_user_id: int(),
  department_id: int(),
  attention_request_id: int(),
  purchase_method: str(),
  paid_total: z.number(),
  refunded_total: z.number(),
  balance: z.number(),
  pricing: InitSalePricing,
  payment_plan: z.strictObject({
    plan_version: z.number().int(),
    total: z.number(),
    lines: z.array(PaymentPlanLine),
  }),
});
