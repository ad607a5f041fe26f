import { findEntity } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import { type MessageKey, translate } from '../../i18n';
import { e164, outboxPut } from '../../notifications/outbox';
import { CLIENT } from '../clients/clients';

/**
 * The SMS telling a client their request changed status, in English then Arabic (a client keeps no
 * language). It goes into the status change's own transaction: sent if and only if the change
 * landed. A client without a phone (or gone) is told nothing.
 */
export async function statusNotice(
  request: { id: number; client_id: number },
  to: string,
): Promise<TransactItem[]> {
  const client = await findEntity(CLIENT, request.client_id);
  if (!client?.phone) return [];
  const text = (locale: 'en' | 'ar') =>
    translate(locale, 'maintenance.status_changed', {
      id: request.id,
      status: translate(locale, `maintenance.status.${to}` as MessageKey),
    });
  return [outboxPut({ channel: 'sms', to: e164(client.phone), body: `${text('en')}\n${text('ar')}` })];
}
