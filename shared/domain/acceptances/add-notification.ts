import { loadEntities, updateEntity } from '../../db/entity-store';
import { ForbiddenError, ValidationError } from '../../errors';
import { isLiveUser, USER } from '../users/users';
import { acceptanceNotification } from './acceptance-writes';
import { ACCEPTANCE } from './acceptances';
import { loadAcceptance } from './engine';
import { mergedWrites } from './merged-writes';

/** At most this many people are copied on one call (each notification costs 7 transaction items). */
export const NOTIFY_LIMIT = 10;

/**
 * Refuses copies to anyone but live staff members: an unknown, deleted or deactivated user id is a
 * 422 on `user_ids`, as an unknown choice is, and nothing is written.
 */
async function checkStaffMembers(userIds: number[]): Promise<void> {
  const users = await loadEntities(userIds.map((id) => ({ type: USER, id })));
  const live = (id: number) => {
    const user = users.get(USER, id);
    return user !== undefined && isLiveUser(user);
  };
  if (!userIds.every(live)) throw ValidationError.forField('user_ids', 'validation.in');
}

/**
 * "Acceptance: Add Notification": without `user_ids`, reminds the current step's reviewers who
 * have not decided; with them, copies those people (live staff members only). Only the requester or
 * a current reviewer may. The notifications and a `notified` history entry land in one transaction,
 * under the version read.
 */
export async function addAcceptanceNotification(
  id: number,
  callerId: number,
  input: { user_ids?: number[] | undefined; message?: string | undefined },
) {
  const acceptance = await loadAcceptance(id);
  const step = acceptance.steps.find((candidate) => candidate.sequence === acceptance.current_sequence);
  const openReviewers = step
    ? step.reviewer_ids.filter((userId) => !step.approved_by_ids.includes(userId))
    : [];
  if (callerId !== acceptance.requested_by_id && !openReviewers.includes(callerId))
    throw new ForbiddenError('acceptances.not_participant');
  const copied = input.user_ids && input.user_ids.length > 0;
  if (copied) await checkStaffMembers(input.user_ids ?? []);
  const recipients = [...new Set(copied ? input.user_ids : openReviewers)].filter(
    (userId) => userId !== callerId,
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
