import { ConflictError, ForbiddenError, type PublicError } from '../../errors';
import { byClient, byStaff, defineLifecycle } from '../lifecycle/lifecycle';
import { actionOf, type LifecycleError, TransitionForbiddenError } from '../lifecycle/lifecycle-errors';

export const COMPLAINT_STATUSES = ['new', 'in_review', 'resolved', 'closed'] as const;

const staff = byStaff('crm.complaints.manage');

/**
 * Today's answer, kept word for word: 409 `complaints.not_allowed` with the action (or the state
 * asked for) and the status (shared/errors.ts; the HTTP layer gives the status). A party the step
 * does not name is the plain 403.
 */
function refusal(refused: LifecycleError): PublicError {
  if (refused instanceof TransitionForbiddenError) return new ForbiddenError();
  return new ConflictError('complaints.not_allowed', { action: actionOf(refused), status: refused.from });
}

/**
 * The life of a complaint: staff move it along; the client edits or withdraws (deletes) it only
 * while it is `new`. README.md beside this file shows it as a table (a unit test keeps them equal).
 */
export const complaintLifecycle = defineLifecycle({
  name: 'complaint',
  states: COMPLAINT_STATUSES,
  initial: 'new',
  transitions: [
    { action: 'review', from: ['new'], to: 'in_review', by: [staff] },
    { action: 'resolve', from: ['in_review'], to: 'resolved', by: [staff] },
    { action: 'close', from: ['resolved'], to: 'closed', by: [staff] },
    { action: 'update', from: ['new'], by: [byClient] },
    { action: 'delete', from: ['new'], by: [byClient] },
  ],
  refuse: refusal,
});
