import { abilitiesFor } from '../../auth/abilities';
import { loadEntities, updateEntity } from '../../db/entity-store';
import { ForbiddenError, ValidationError } from '../../errors';
import { staffCallerOf } from '../callers/staff-caller';
import { isLiveUser, USER } from '../users/users';
import { acceptanceNotification, liveUserIds } from './acceptance-writes';
import { ACCEPTANCE, type Acceptance } from './acceptances';
import { approvableTypes } from './approvable-records';
import type { ApprovableTypes } from './approvable-types';
import { mergedWrites } from './merged-writes';
import {
  type AcceptanceReader,
  mayReadAcceptance,
  readableAcceptance,
  type SubjectCache,
} from './visibility';

/** At most this many people are copied on one call (each notification costs 7 transaction items). */
export const NOTIFY_LIMIT = 10;

/**
 * Refuses copies to anyone but live staff members who may read the approval (its participants, or
 * holders of its record's view ability in their row scope, by the abilities of their roles): an
 * unknown, deleted or deactivated user id, or one who may not read it, is a 422 on `user_ids`, as an
 * unknown choice is, and nothing is written.
 */
async function checkReaders(
  userIds: number[],
  acceptance: Acceptance,
  types: ApprovableTypes,
): Promise<void> {
  const users = await loadEntities(userIds.map((id) => ({ type: USER, id })));
  const cache: SubjectCache = new Map();
  const reads = async (id: number) => {
    const user = users.get(USER, id);
    if (user === undefined || !isLiveUser(user)) return false;
    const reader = staffCallerOf(user, { tokenId: 0, abilities: abilitiesFor(user.roles ?? []) });
    return mayReadAcceptance(reader, acceptance, types, cache);
  };
  const readable = await Promise.all(userIds.map(reads));
  if (!readable.every(Boolean)) throw ValidationError.forField('user_ids', 'validation.in');
}

/**
 * "Acceptance: Add Notification": without `user_ids`, reminds the current step's reviewers who
 * have not decided; with them, copies those people (live staff members who may read the approval).
 * A caller who may not read the approval: 404, as for an unknown id; one who reads it but is neither
 * the requester nor a current reviewer: 403. Only existing, active members are notified. The
 * notifications and a `notified` history entry land in one transaction, under the version read.
 */
export async function addAcceptanceNotification(
  id: number,
  caller: AcceptanceReader,
  input: { user_ids?: number[] | undefined; message?: string | undefined },
  types: ApprovableTypes = approvableTypes,
) {
  const callerId = caller.id;
  const acceptance = await readableAcceptance(caller, id, types);
  const step = acceptance.steps.find((candidate) => candidate.sequence === acceptance.current_sequence);
  const openReviewers = step
    ? step.reviewer_ids.filter((userId) => !step.approved_by_ids.includes(userId))
    : [];
  if (callerId !== acceptance.requested_by_id && !openReviewers.includes(callerId))
    throw new ForbiddenError('acceptances.not_participant');
  const copied = input.user_ids && input.user_ids.length > 0;
  if (copied) await checkReaders(input.user_ids ?? [], acceptance, types);
  const recipients = await liveUserIds(
    [...new Set(copied ? input.user_ids : openReviewers)].filter((userId) => userId !== callerId),
  );
  const note = input.message ?? null;
  const items = await acceptanceNotification(
    recipients,
    { ...acceptance, id },
    {
      type: copied ? 'acceptance_copied' : 'acceptance_reminder',
      title: copied ? 'acceptances.copied_title' : 'acceptances.reminder_title',
      body: note ? 'acceptances.note_body' : 'acceptances.reminder_body',
      params: { note: note ?? '' },
    },
  );
  const at = new Date().toISOString();
  await updateEntity(
    // The history entry makes two calls at once both land (one after the other) or one 409.
    ACCEPTANCE,
    id,
    {
      events: [
        ...acceptance.events,
        {
          kind: 'notified',
          sequence: acceptance.current_sequence ?? null,
          by_id: callerId,
          at,
          comment: note,
        },
      ],
    },
    {
      recordName: 'acceptance',
      current: acceptance,
      expectedVersion: acceptance.version,
      also: mergedWrites(items),
    },
  );
  return { acceptance_id: id, notified_user_ids: recipients };
}
