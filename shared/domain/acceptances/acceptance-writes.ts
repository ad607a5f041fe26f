import { tableName } from '../../config/env';
import { prepareCreate } from '../../db/entity-store';
import { keys } from '../../db/keys';
import { listEntryRemovals, listSetIds } from '../../db/lists';
import type { TransactItem } from '../../db/transactions';
import type { MessageKey } from '../../i18n';
import { translate } from '../../i18n';
import { staffNotificationWrites } from '../notifications/staff-notifications';
import { USER, USER_COUNTERS } from '../users/users';
import { ACCEPTANCE_INBOX, type Acceptance, type AcceptanceEntity, type InboxRef } from './acceptances';

/** A reviewer's waiting-for-me entry and one more on their waiting counter. */
export async function inboxOpen(
  acceptanceId: number,
  userId: number,
  sequence: number,
): Promise<{ ref: InboxRef; items: TransactItem[] }> {
  const { entity, items } = await prepareCreate(
    ACCEPTANCE_INBOX,
    { acceptance_id: acceptanceId, user_id: userId, sequence },
    { counts: [{ parent: { type: USER, id: userId }, counter: USER_COUNTERS.waitingAcceptances }] },
  );
  return { ref: { user_id: userId, inbox_id: entity.id, created_at: entity.created_at }, items };
}

/** Removes a waiting-for-me entry (the step closed for that reviewer) and one from their counter. */
export function inboxClose(ref: InboxRef, acceptanceId: number, sequence: number): TransactItem[] {
  const entry = {
    id: ref.inbox_id,
    user_id: ref.user_id,
    acceptance_id: acceptanceId,
    sequence,
    created_at: ref.created_at,
    list_sets: listSetIds(ACCEPTANCE_INBOX),
  };
  return [
    { Delete: { TableName: tableName(), Key: keys.entity(ACCEPTANCE_INBOX, ref.inbox_id) } },
    ...listEntryRemovals(ACCEPTANCE_INBOX, entry),
    {
      Update: {
        TableName: tableName(),
        Key: keys.counts({ type: USER, id: ref.user_id }),
        UpdateExpression: 'ADD #waiting :minus',
        ExpressionAttributeNames: { '#waiting': USER_COUNTERS.waitingAcceptances },
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ];
}

/** The guard that makes an acceptance the only open one of its record (written conditionally). */
export const openGuardPut = (
  acceptance: Pick<Acceptance, 'approvable_type' | 'approvable_id'>,
  id: number,
): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.openAcceptance(acceptance.approvable_type, acceptance.approvable_id), acceptance_id: id },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Removes the guard with the final decision: the record is unlocked in the same transaction. */
export const openGuardDelete = (acceptance: AcceptanceEntity): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: keys.openAcceptance(acceptance.approvable_type, acceptance.approvable_id),
  },
});

/** Notifies staff about an acceptance, in English and Arabic, in the causing write's transaction. */
export function acceptanceNotification(
  userIds: number[],
  acceptance: Pick<Acceptance, 'title_en' | 'title_ar'> & { id: number },
  kind: { type: string; title: MessageKey; body: MessageKey; params?: Record<string, string> },
): Promise<TransactItem[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  const text = (locale: 'en' | 'ar', key: MessageKey) =>
    translate(locale, key, {
      ...kind.params,
      title: locale === 'en' ? acceptance.title_en : acceptance.title_ar,
    });
  return staffNotificationWrites(userIds, {
    module: 'acceptances',
    type: kind.type,
    title: { en: text('en', kind.title), ar: text('ar', kind.title) },
    body: { en: text('en', kind.body), ar: text('ar', kind.body) },
    subject: { type: 'acceptance', id: acceptance.id },
  });
}
