import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { getEntity, prepareUpdate } from '../../db/entity-store';
import { keys } from '../../db/keys';
import { type TransactItem, transact } from '../../db/transactions';
import { ConflictError } from '../../errors';
import { BOOKING, type BookingEntity } from '../sales/sales';

/** The counter item of a year's offer numbers (`COUNTER` / `OFFER_NUMBER#2026`, `last_number`). */
const offerCounter = (year: number) => keys.counter(`OFFER_NUMBER#${year}`);

/** An offer number as printed: `OF-2026-000042`. */
export const offerNumberText = (year: number, sequence: number) =>
  `OF-${year}-${String(sequence).padStart(6, '0')}`;

/** The calendar year in Riyadh (UTC+3, no daylight saving) of a moment. */
export const riyadhYear = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).getUTCFullYear();

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
    const year = riyadhYear(now);
    const counter = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: offerCounter(year), ConsistentRead: true }),
    );
    const last = Number(counter.Item?.last_number ?? 0);
    const counterItem: TransactItem = {
      Update: {
        TableName: tableName(),
        Key: offerCounter(year),
        UpdateExpression: 'SET #last = :next',
        ConditionExpression: last === 0 ? 'attribute_not_exists(#last)' : '#last = :last',
        ExpressionAttributeNames: { '#last': 'last_number' },
        ExpressionAttributeValues: { ':next': last + 1, ...(last === 0 ? {} : { ':last': last }) },
      },
    };
    try {
      const change = await prepareUpdate(
        BOOKING,
        current.id,
        { offer_number: offerNumberText(year, last + 1), offer_issued_at: now.toISOString() },
        { recordName: 'booking', current, also: [counterItem] },
      );
      await transact(change.items, () => new ConflictError());
      return change.entity;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      current = await getEntity(BOOKING, current.id, 'booking');
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * Math.min(attempt, 5)));
    }
  }
  throw new ConflictError();
}
