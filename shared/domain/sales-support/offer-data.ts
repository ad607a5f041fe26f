import { findEntity, loadEntities } from '../../db/entity-store';
import type { StaffCaller } from '../callers/callers';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { type BankAccount, COMPANY, COMPANY_ID, type Company } from '../company/company';
import { applicableDiscounts } from '../discounts/applicable-discounts';
import { riyadhDay } from '../home/riyadh-day';
import { halalasOfSar, sarOfHalalas } from '../money';
import { PROJECT, type ProjectEntity } from '../projects/projects';
import { timeText } from '../records';
import type { BookingEntity, SalePricing } from '../sales/sales';
import type { UnitEntity } from '../units/units';
import { USER, type UserEntity } from '../users/users';
import { pricedDiscount } from './init-sale-discounts';
import { bookingForOffer } from './offer-bookings';
import { ensureOfferNumber } from './offer-numbers';
import { largestDiscountPerLevel, priceSale, pricingOnWire, requiredOrbon } from './pricing';

/** RETT when the unit names no rate (STAFF-DOMAIN 0). */
const DEFAULT_TAX_RATE = 5;

/** Everything an offer shows, read once: the numbered booking, its unit, client, project, agent, company and price. */
export interface OfferFacts {
  booking: BookingEntity;
  unit: UnitEntity;
  client: ClientEntity | undefined;
  project: ProjectEntity | undefined;
  agent: UserEntity | undefined;
  company: Company | undefined;
  /** The price a bank finances: the net price and its tax (`client_total`), no tax-free share, no striving. */
  pricing: SalePricing;
  /** The earnest money the offer asks for, in halalas. */
  required_orbon: number;
}

/** The facts of a booking's offer (the booking already numbered): one batch of records, one list page of discounts. */
export async function offerFacts(unit: UnitEntity, booking: BookingEntity): Promise<OfferFacts> {
  const issuedAt = booking.offer_issued_at ? new Date(booking.offer_issued_at) : new Date();
  const [loaded, company, applicable] = await Promise.all([
    loadEntities([
      { type: CLIENT, id: booking.client_id },
      { type: PROJECT, id: unit.project_id },
      { type: USER, id: booking.sale_support_user_id },
    ]),
    findEntity(COMPANY, COMPANY_ID),
    applicableDiscounts(unit, booking.client_id, issuedAt),
  ]);
  const priceBeforeTax = halalasOfSar(unit.price_before_tax ?? 0);
  // The offer shows the price a bank finances: it stops at the tax (no tax-free share, no striving).
  const pricing = priceSale({
    price_before_tax: priceBeforeTax,
    discounts: largestDiscountPerLevel(priceBeforeTax, applicable.map(pricedDiscount)),
    tax_rate: unit.tax_rate ?? DEFAULT_TAX_RATE,
    tax_free: false,
    tax_payer: 'client',
    striving_payer: 'none',
    striving_rate: 0,
  });
  return {
    booking,
    unit,
    client: loaded.get(CLIENT, booking.client_id),
    project: loaded.get(PROJECT, unit.project_id),
    agent: loaded.get(USER, booking.sale_support_user_id),
    company,
    pricing,
    required_orbon: requiredOrbon(pricing.net_price, booking.orbon_amount),
  };
}

/** The account the client pays into: the company's first (the escrow account of an off-plan project). */
export const offerBankAccount = (company: Company | undefined): BankAccount | undefined =>
  company?.bank_accounts[0];

/** The offer as the staff app reads it: amounts as SAR with 2 decimals. */
export function offerRecord(facts: OfferFacts, locale: 'ar' | 'en') {
  const { booking, unit, client, project, company } = facts;
  const account = offerBankAccount(company);
  const pricing = pricingOnWire(facts.pricing);
  const validUntil = booking.booking_expired_at ?? booking.init_deadline_at ?? null;
  return {
    booking_id: booking.id,
    booking_status: booking.status,
    offer_number: booking.offer_number ?? null,
    date: booking.offer_issued_at ? riyadhDay(new Date(booking.offer_issued_at)) : null,
    valid_until: validUntil,
    valid_until_text: timeText(validUntil),
    is_draft: booking.status !== 'accepted',
    client: client
      ? { id: client.id, name: client.name, phone: client.phone, national_id: client.national_id }
      : null,
    unit: {
      id: unit.id,
      name: unit.name,
      name_full: unit.name_full,
      area: unit.area,
      project_id: unit.project_id,
      building_id: unit.building_id,
    },
    project: project ? { id: project.id, name: project.name } : null,
    price_before_tax: pricing.price_before_tax,
    discounts: pricing.discounts,
    discounts_total: pricing.discounts_total,
    net_price: pricing.net_price,
    tax_rate: pricing.tax_rate,
    tax_amount: pricing.tax_amount,
    total: pricing.client_total,
    required_orbon: sarOfHalalas(facts.required_orbon),
    bank_account: account
      ? {
          bank_name: locale === 'ar' ? account.bank_name_ar : account.bank_name,
          iban: account.iban,
          account_name: account.account_name,
        }
      : null,
  };
}

/**
 * GET offer data: the unit's active booking in the viewer's scope (409 without one, 404 outside the
 * scope) gets its offer number on first use, and its offer is priced from the unit and today's
 * applicable discounts.
 */
export async function bookingOfferData(viewer: StaffCaller, unitId: number, locale: 'ar' | 'en') {
  const { unit, booking } = await bookingForOffer(viewer, unitId);
  const numbered = await ensureOfferNumber(booking);
  return offerRecord(await offerFacts(unit, numbered), locale);
}
