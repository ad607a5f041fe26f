import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import type { PrintLanguage } from '../prints/print-templates';
import { renderDocument } from '../prints/render-document';
import { bookingForOffer } from './offer-bookings';
import { type OfferFacts, offerBankAccount, offerFacts } from './offer-data';
import { ensureOfferNumber } from './offer-numbers';

/** What the print shows for a value the record does not have (the registry requires every variable). */
const NONE = '—';

/** The booking offer's print variables (shared/domain/prints/print-variables.ts), amounts in halalas. */
export function offerPrintVariables(facts: OfferFacts, language: PrintLanguage): Record<string, unknown> {
  const { booking, unit, client, project, agent, company, pricing } = facts;
  const account = offerBankAccount(company);
  const date = riyadhDay(new Date(booking.offer_issued_at ?? Date.now()));
  const validUntil = booking.booking_expired_at ?? booking.init_deadline_at;
  return {
    'company.name_ar': company?.name_ar || NONE,
    'company.name_en': company?.name || NONE,
    'company.vat_number': company?.vat_number || NONE,
    'company.bank_name': (language === 'ar' ? account?.bank_name_ar : account?.bank_name) || NONE,
    // The registry prints a checked IBAN: without an account the offer cannot be printed (422).
    'company.iban': account?.iban,
    'offer.number': booking.offer_number,
    'offer.date': date,
    'offer.valid_until': validUntil ? riyadhDay(new Date(validUntil)) : date,
    'client.name': client?.name || NONE,
    'client.phone': client?.phone || NONE,
    'client.national_id': client?.national_id ? String(client.national_id) : NONE,
    'project.name': project?.name || NONE,
    'unit.code': unit.name,
    'unit.area': Number(unit.area ?? 0),
    'offer.price': pricing.price_before_tax,
    'offer.discounts': pricing.discounts_total,
    'offer.tax': pricing.tax_amount,
    'offer.total': pricing.client_total,
    'agent.name': agent?.name || NONE,
  };
}

/**
 * booking-print-offer: the offer of the unit's active booking (as get-offer-data finds it) printed
 * to PDF by the print engine in the asked language, stamped draft until the booking is accepted,
 * stored in S3 and answered as a short-lived download URL.
 */
export async function printBookingOffer(viewer: StaffCaller, unitId: number, language: PrintLanguage) {
  const { unit, booking } = await bookingForOffer(viewer, unitId);
  const numbered = await ensureOfferNumber(booking);
  const facts = await offerFacts(unit, numbered);
  const document = await renderDocument('booking_offer', offerPrintVariables(facts, language), {
    language,
    ...(numbered.status === 'accepted' ? {} : { stamp: 'draft' as const }),
    fileName: `${numbered.offer_number}.pdf`,
  });
  return { name: document.name, size: document.size, mime_type: document.mime_type, url: document.url };
}
