import type { DeliveredMessage } from './outbox';

/** An SMS or an e-mail (a push goes to a staff member, `user:<id>`, not to an address). */
type TextMessage = Exclude<DeliveredMessage, { channel: 'push' }>;

/** The messages the local notifier delivered to `to` (an e-mail address or an E.164 number), newest first. */
export async function messagesTo(baseUrl: string, to: string): Promise<DeliveredMessage[]> {
  const response = await fetch(`${baseUrl}/local/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: DeliveredMessage[] }).data;
}

/**
 * Waits (up to 10 s) for the first message to `to` delivered at or after `since` (ms), and `matching`
 * when given, and answers it: what a person would read on their phone or in their mailbox, on the
 * local stack. A demo phone also gets the texts of files running beside: `matching` names the one awaited.
 */
export async function waitForMessage(
  baseUrl: string,
  to: string,
  since: number,
  matching: (message: TextMessage) => boolean = () => true,
): Promise<TextMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await messagesTo(baseUrl, to)).find(
      (message): message is TextMessage =>
        message.channel !== 'push' && Date.parse(message.delivered_at) >= since && matching(message),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no message to ${to} since ${new Date(since).toISOString()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The 6-digit code of the SMS texted to `phone` at or after `since`. */
export async function waitForCode(baseUrl: string, phone: string, since: number): Promise<string> {
  const message = await waitForMessage(baseUrl, phone, since);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in the message to ${phone}: ${message.body}`);
  return code;
}
