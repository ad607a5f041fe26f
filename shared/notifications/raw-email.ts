import { readFile } from '../files/files';
import { buildMimeMessage } from './mime';
import type { OutboxMessage } from './outbox';

export type EmailMessage = Extract<OutboxMessage, { channel: 'email' }>;

/**
 * An e-mail with attachments as the raw MIME message SES sends: each file read from the bucket
 * (under the prefixes the notifier is granted), then put together with the text.
 */
export async function rawEmail(message: EmailMessage, from: string): Promise<Buffer> {
  const attachments = await Promise.all(
    (message.attachments ?? []).map(async (attachment) => ({
      filename: attachment.filename,
      content_type: attachment.content_type,
      content: await readFile(attachment.key),
    })),
  );
  return buildMimeMessage({
    from,
    to: message.to,
    subject: message.subject,
    body: message.body,
    attachments,
  });
}
