import { randomUUID } from 'node:crypto';
import { tableName } from '../config/env';
import { keys } from '../db/keys';
import type { TransactItem } from '../db/transactions';

export const OUTBOX_MESSAGE = 'OUTBOX_MESSAGE';
/** Delivered or not, a message leaves the table a day after it was written (TTL). */
const KEEP_SECONDS = 24 * 60 * 60;

/** A message for the notifier: an SMS to an E.164 number or a plain-text e-mail. */
export type OutboxMessage =
  | { channel: 'sms'; to: string; body: string }
  | { channel: 'email'; to: string; subject: string; body: string };

/**
 * The Put that queues a message. It goes into the same transaction as the change it reports (the
 * code stored, the password changed), so a message is sent if and only if that change happened;
 * the notifier, fed by the table's stream, delivers it and then removes its body.
 */
export function outboxPut(message: OutboxMessage): TransactItem {
  const id = randomUUID();
  const now = new Date();
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.outbox(id),
        entity_type: OUTBOX_MESSAGE,
        id,
        ...message,
        created_at: now.toISOString(),
        ttl: Math.ceil(now.getTime() / 1000) + KEEP_SECONDS,
      },
    },
  };
}

/** SMS numbers are sent in E.164: `+` and the digits the API stores. */
export const e164 = (digits: string): string => `+${digits}`;
