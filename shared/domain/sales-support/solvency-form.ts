import { findEntity, linkedIds } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { CLIENT } from '../clients/clients';
import { sarOfHalalas } from '../money';
import { bookingForSolvency } from './offer-bookings';
import { offerFacts } from './offer-data';
import {
  EMPLOYER_SECTORS,
  FINANCIAL_SOLVENCY,
  type FinancialSolvencyEntity,
  PURCHASE_METHODS,
  SOLVENCY_LINK,
  SOLVENCY_RESULTS,
} from './solvency';
import { listBanks } from './solvency-banks';
import { bankOption, solvencyRecord } from './solvency-record';

const options = (values: readonly string[], prefix: string, locale: Locale) =>
  values.map((value) => ({ value, label: translate(locale, `${prefix}.${value}` as MessageKey) }));

/** The client's newest solvency (of their latest booking that has one), the form's defaults. */
async function clientsLastSolvency(clientId: number): Promise<FinancialSolvencyEntity | undefined> {
  const [lastId] = await linkedIds({ type: CLIENT, id: clientId }, SOLVENCY_LINK, 1);
  return lastId === undefined ? undefined : findEntity(FINANCIAL_SOLVENCY, lastId);
}

/**
 * financial-solvency get form data: the choices (purchase methods, employer sectors, banks,
 * results), the amount the client must cover (the offer's total), and the booking's solvency, or,
 * when it has none yet, the client's last one as defaults (`defaulted_from_booking_id`).
 */
export async function solvencyFormData(
  viewer: StaffCaller,
  unitId: number,
  bookingId: number | undefined,
  locale: Locale,
) {
  const { unit, booking } = await bookingForSolvency(viewer, unitId, bookingId);
  const [banks, own, facts] = await Promise.all([
    listBanks(),
    findEntity(FINANCIAL_SOLVENCY, booking.id),
    offerFacts(unit, booking),
  ]);
  const shown = own ?? (await clientsLastSolvency(booking.client_id));
  return {
    booking_id: booking.id,
    booking_status: booking.status,
    purchase_methods: options(PURCHASE_METHODS, 'booking_offers.purchase_method', locale),
    employer_sectors: options(EMPLOYER_SECTORS, 'booking_offers.employer_sector', locale),
    banks: banks.map((bank) => bankOption(bank, locale)),
    results: options(SOLVENCY_RESULTS, 'booking_offers.result', locale),
    required_amount: sarOfHalalas(facts.pricing.client_total),
    solvency: shown ? solvencyRecord(shown, new Map(banks.map((bank) => [bank.id, bank])), locale) : null,
    defaulted_from_booking_id: shown && !own ? shown.booking_id : null,
  };
}
