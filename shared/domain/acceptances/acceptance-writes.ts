import { loadEntities, prepareCreate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { listEntryRemovals, listSetIds } from '../../db/lists';
import { txDelete, txPut, txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import type { MessageKey } from '../../i18n';
import { translate } from '../../i18n';
import { staffNotificationWrites } from '../notifications/staff-notifications';
import { isLiveUser, USER, USER_COUNTERS } from '../users/users';
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
    txDelete('inbox-entry', keys.entity(ACCEPTANCE_INBOX, ref.inbox_id)).item,
    ...listEntryRemovals(ACCEPTANCE_INBOX, entry),
    txUpdate('waiting-count', keys.counts({ type: USER, id: ref.user_id }), {
      add: { [USER_COUNTERS.waitingAcceptances]: -1 },
    }).item,
  ];
}

/** The guard that makes an acceptance the only open one of its record (written conditionally). */
export const openGuardPut = (
  acceptance: Pick<Acceptance, 'approvable_type' | 'approvable_id'>,
  id: number,
): TransactItem =>
  txPut(
    'open-acceptance',
    { ...keys.openAcceptance(acceptance.approvable_type, acceptance.approvable_id), acceptance_id: id },
    { condition: when.itemAbsent() },
  ).item;

/**
 * The guard handed from a record's open acceptance (`previous`, cancelled in the same transaction)
 * to its resubmission: put under `acceptance_id = previous`, or deleted under it when the new one
 * was approved at once. One write of the item, as a transaction allows.
 */
export const openGuardMove = (
  acceptance: Pick<Acceptance, 'approvable_type' | 'approvable_id'>,
  id: number,
  previous: number,
  stillOpen: boolean,
): TransactItem => {
  const key = keys.openAcceptance(acceptance.approvable_type, acceptance.approvable_id);
  const condition = when.eq('acceptance_id', previous);
  return stillOpen
    ? txPut('open-acceptance', { ...key, acceptance_id: id }, { condition }).item
    : txDelete('open-acceptance', key, { condition }).item;
};

/** Removes the guard with the final decision: the record is unlocked in the same transaction. */
export const openGuardDelete = (acceptance: AcceptanceEntity): TransactItem =>
  txDelete('open-acceptance', keys.openAcceptance(acceptance.approvable_type, acceptance.approvable_id)).item;

/** The users among `userIds` who are existing, active staff members (one batch read). */
export async function liveUserIds(userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const users = await loadEntities(userIds.map((id) => ({ type: USER, id })));
  return userIds.filter((id) => {
    const user = users.get(USER, id);
    return user !== undefined && isLiveUser(user);
  });
}

/**
 * Notifies staff about an acceptance, in English and Arabic, in the causing write's transaction:
 * only existing, active staff members (a deleted or deactivated account, or an id with no user, is
 * left out). The engine notifies the approval's participants (its reviewers, its requester), who may
 * read it; a copy to anyone else is checked by add-notification.
 */
export async function acceptanceNotification(
  userIds: number[],
  acceptance: Pick<Acceptance, 'title_en' | 'title_ar'> & { id: number },
  kind: { type: string; title: MessageKey; body: MessageKey; params?: Record<string, string> },
): Promise<TransactItem[]> {
  const recipients = await liveUserIds(userIds);
  if (recipients.length === 0) return [];
  const text = (locale: 'en' | 'ar', key: MessageKey) =>
    translate(locale, key, {
      ...kind.params,
      title: locale === 'en' ? acceptance.title_en : acceptance.title_ar,
    });
  return staffNotificationWrites(recipients, {
    module: 'acceptances',
    type: kind.type,
    title: { en: text('en', kind.title), ar: text('ar', kind.title) },
    body: { en: text('en', kind.body), ar: text('ar', kind.body) },
    subject: { type: 'acceptance', id: acceptance.id },
  });
}
