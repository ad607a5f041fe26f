import * as z from 'zod';
import { bool, int, num, recordId, str, timestamp } from '../fields';
import { StaffAttentionRequest } from './attention-requests';
import { FormOption } from './common';
import { Discount } from './discounts';
import { SaleFile } from './sale-files';
import {
  BookingSimple,
  BuildingSimple,
  ClientSimple,
  ProjectSimple,
  SaleSimple,
  UnitSimple,
  UserSimple,
} from './simple';
import { Unit } from './units';

/** Sales support browsing: the index's projects, a project's units and the unit's tabs. */

const counter = () => z.number().int();

/** A project of the sales-support index: ProjectSimple, its sale type and unit counters. */
export const SalesSupportProject = ProjectSimple.extend({
  sale_type: str(),
  units_count: counter(),
  for_sale_units_count: counter(),
  available_units_count: counter(),
  booked_units_count: counter(),
  sold_units_count: counter(),
});

/** A booking as the unit's tabs show it: BookingSimple with its state, clock, agent and client. */
export const SalesSupportBooking = BookingSimple.extend({
  status: z.string(),
  project_id: int(),
  attention_request_id: int(),
  sale_support_user_id: int(),
  hold_hours: int(),
  remaining_seconds: int(),
  is_paused: z.boolean(),
  acceptance_id: int(),
  accepted_at: timestamp(),
  init_deadline_at: timestamp(),
  init_deadline_at_text: str(),
  orbon_amount: num(),
  offer_number: str(),
  created_at: timestamp(),
  client: ClientSimple.nullable(),
  saleSupportUser: UserSimple.nullable(),
});

/** A unit as sales support shows it: its fields and prices, its bookings, sale and client when in scope. */
export const SalesSupportUnit = Unit.omit({
  project: true,
  building: true,
  sale: true,
  activeBooking: true,
  nextBooking: true,
  client: true,
  bookings_count: true,
  comments_count: true,
  sale_clients_count: true,
  clients_count: true,
}).extend({
  project: ProjectSimple.nullable(),
  building: BuildingSimple.nullable(),
  activeBooking: SalesSupportBooking.nullable(),
  nextBooking: SalesSupportBooking.nullable(),
  sale: SaleSimple.nullable(),
  client: ClientSimple.nullable(),
});

/** The booking tab: the unit's active booking and the one waiting behind it. */
export const SalesSupportUnitBookings = z.strictObject({
  unit_id: z.number().int(),
  unit_status: str(),
  activeBooking: SalesSupportBooking.nullable(),
  nextBooking: SalesSupportBooking.nullable(),
});

/** The lead/client tab: the clients tied to the unit and the leads its bookings were made for. */
export const SalesSupportUnitClients = z.strictObject({
  unit_id: z.number().int(),
  clients: z.array(ClientSimple.extend({ relation: z.enum(['active_booking', 'next_booking', 'buyer']) })),
  attentionRequests: z.array(StaffAttentionRequest),
});

/** The discounts tab: the discounts that apply to the unit today. */
export const SalesSupportUnitDiscounts = z.strictObject({
  unit_id: z.number().int(),
  client_id: int(),
  date: z.string(),
  discounts: z.array(Discount),
});

const money = () => num();

/** A sale's frozen price, in riyals with 2 decimals (rates in percent). */
export const SalePricing = z.strictObject({
  price_before_tax: money(),
  discounts: z.array(
    z.strictObject({
      discount_id: z.number().int(),
      name: z.string(),
      value_type: z.string(),
      value: z.number(),
      amount: money(),
    }),
  ),
  discounts_total: money(),
  net_price: money(),
  tax_rate: z.number(),
  tax_amount: money(),
  state_tax: money(),
  tax_payer: z.enum(['client', 'company']),
  client_tax: money(),
  striving_payer: z.enum(['client', 'company', 'none']),
  striving_rate: z.number(),
  striving_amount: money(),
  striving_vat: money(),
  client_total: money(),
});

/** The sale tab: the unit's sale, its price snapshot, money in and out, the balance and its live files. */
export const SalesSupportUnitSale = SaleSimple.extend({
  client_id: int(),
  booking_id: int(),
  attention_request_id: int(),
  sale_support_user_id: int(),
  purchase_method: str(),
  created_at: timestamp(),
  pricing: SalePricing.nullable(),
  paid_total: money(),
  refunded_total: money(),
  balance: money(),
  unit: UnitSimple.nullable(),
  building: BuildingSimple.nullable(),
  project: ProjectSimple.nullable(),
  client: ClientSimple.nullable(),
  saleSupportUser: UserSimple.nullable(),
  files: z.array(SaleFile),
});

/** The sale tab's bank follow-up: purchase method, bank and stage (null until a bank is named), the stages. */
export const SalesSupportSaleBankFollow = z.strictObject({
  sale_id: recordId(),
  purchase_method: str(),
  purchase_method_text: str(),
  follows_bank: bool(),
  bank: z.strictObject({ id: recordId(), name: str() }).nullable(),
  stage: str().nullable(),
  stage_text: str().nullable(),
  stages: z.array(FormOption),
});
