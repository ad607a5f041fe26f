import { randomUUID } from 'node:crypto';
import { tableName } from '../config/env';
import { keys } from '../db/keys';
import type { TransactItem } from '../db/transactions';

export const OUTBOX_MESSAGE = 'OUTBOX_MESSAGE';
/** Delivered or not, a message leaves the table a day after it was written (TTL). */
const KEEP_SECONDS = 24 * 60 * 60;

/** A text in each language of the API. */
export interface LocalizedText {
  en: string;
  ar: string;
}

/**
 * A message for the notifier: an SMS to an E.164 number, a plain-text e-mail, or a push to every
 * device a staff member registered (`to` is `user:<id>`; each device gets the title and body in the
 * language it registered in, and `data` for the app's deep link).
 */
export type OutboxMessage =
  | { channel: 'sms'; to: string; body: string }
  | { channel: 'email'; to: string; subject: string; body: string }
  | {
      channel: 'push';
      to: string;
      user_id: number;
      title: LocalizedText;
      body: LocalizedText;
      data: Record<string, string>;
    };

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

/** The push message telling a staff member's devices what their in-app notification says. */
export function pushMessage(
  userId: number,
  title: LocalizedText,
  body: LocalizedText,
  data: Record<string, string>,
): OutboxMessage {
  return { channel: 'push', to: `user:${userId}`, user_id: userId, title, body, data };
}

/** SMS numbers are sent in E.164: `+` and the digits the API stores. */
export const e164 = (digits: string): string => `+${digits}`;
