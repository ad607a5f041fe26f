import { randomUUID } from 'node:crypto';
import { tableName } from '../config/env';
import { keys } from '../db/keys';
import type { TransactItem } from '../db/transactions';
import { attachmentPrefixes } from './attachment-prefixes';

export const OUTBOX_MESSAGE = 'OUTBOX_MESSAGE';
/** Delivered or not, a message leaves the table a day after it was written (TTL). */
const KEEP_SECONDS = 24 * 60 * 60;

/** A text in each language of the API. */
export interface LocalizedText {
  en: string;
  ar: string;
}

/**
 * A file an e-mail carries: an object of the files bucket, stored before the message is queued
 * (a rendered PDF), named and typed as the recipient's mail program shows it.
 */
export interface EmailAttachment {
  /** The object's key: under one of the prefixes the notifier may read (`attachmentPrefixes`). */
  key: string;
  filename: string;
  content_type: string;
}

/** The most files an e-mail carries (a raw SES message is at most 10 MB in all). */
export const MAX_ATTACHMENTS = 5;

/**
 * A message for the notifier: an SMS to an E.164 number, a plain-text e-mail (with files stored in
 * the bucket attached, read by the notifier when it sends), or a push to every
 * device a staff member registered (`to` is `user:<id>`; each device gets the title and body in the
 * language it registered in, and `data` for the app's deep link).
 */
export type OutboxMessage =
  | { channel: 'sms'; to: string; body: string }
  | { channel: 'email'; to: string; subject: string; body: string; attachments?: EmailAttachment[] }
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
  if (message.channel === 'email') checkAttachments(message.attachments ?? []);
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

/**
 * An attachment the notifier could not read fails its delivery after the change it reports was
 * made: refused here, when it is queued (a mistake in the code, never the caller's input).
 */
function checkAttachments(attachments: EmailAttachment[]): void {
  if (attachments.length > MAX_ATTACHMENTS)
    throw new Error(`An e-mail carries at most ${MAX_ATTACHMENTS} attachments`);
  for (const attachment of attachments) {
    if (!attachmentPrefixes.some((prefix) => attachment.key.startsWith(prefix)))
      throw new Error(`The notifier may not read the attachment ${attachment.key}`);
  }
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
