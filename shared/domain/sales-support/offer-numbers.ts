import { getEntity, prepareUpdate } from '../../db/entity-store';
import { transaction } from '../../db/transaction-builder';
import { ConflictError } from '../../errors';
import { nextYearlyNumber } from '../numbering/next-yearly-number';
import { BOOKING, type BookingEntity } from '../sales/sales';

/** The counter of a year's offer numbers (`COUNTER` / `OFFER_NUMBER#2026`, `last_number`). */
const offerCounter = (year: number) => `OFFER_NUMBER#${year}`;

/** An offer number as printed: `OF-2026-000042`. */
export const offerNumberText = (year: number, sequence: number) =>
  `OF-${year}-${String(sequence).padStart(6, '0')}`;

/** Attempts before a storm of concurrent first offers answers 409 (each attempt one of them lands). */
const ATTEMPTS = 40;

/**
 * Gives a booking its offer number once: the next of the year's gap-free sequence. The counter moves
 * in the same transaction that writes the number on the booking, conditioned on the value read and
 * on the booking's version, so a number is taken only by the booking that keeps it (no gaps, no
 * duplicates); a lost race reads again, and a booking numbered meanwhile keeps its number.
 */
export async function ensureOfferNumber(booking: BookingEntity): Promise<BookingEntity> {
  let current = booking;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (current.offer_number) return current;
    const now = new Date();
    const next = await nextYearlyNumber(now, 'offer-number', offerCounter, offerNumberText);
    try {
      const change = await prepareUpdate(
        BOOKING,
        current.id,
        { offer_number: next.number, offer_issued_at: now.toISOString() },
        { recordName: 'booking', current },
      );
      await transaction('issue-offer-number', { budget: 20 })
        .include('booking', change)
        .add(next.guard)
        .commit({ '*': () => new ConflictError() });
      return change.entity;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      current = await getEntity(BOOKING, current.id, 'booking');
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * Math.min(attempt, 5)));
    }
  }
  throw new ConflictError();
}
