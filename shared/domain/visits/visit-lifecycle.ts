import { ConflictError, ForbiddenError, type PublicError } from '../../errors';
import { byStaff, defineLifecycle } from '../lifecycle/lifecycle';
import {
  actionOf,
  type LifecycleError,
  TransitionForbiddenError,
  TransitionGuardError,
} from '../lifecycle/lifecycle-errors';

export const VISIT_STATUSES = ['scheduled', 'completed', 'no_show', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** The states an update may move a visit to (`status` in the update body); cancel is the delete. */
export const VISIT_OUTCOME_STATUSES = ['completed', 'no_show'] as const;

const staff = byStaff('crm.visits.manage');

/** Whether the visit's time has come (`now` is the check's time). */
export interface VisitSubject {
  started: boolean;
}

const started = {
  rule: 'its time has come',
  holds: (visit: VisitSubject) => visit.started,
};

/** A refusal as the visit operations answer it: 409 naming the state (or the time), 403 for a party not named. */
function refusal(refused: LifecycleError): PublicError {
  if (refused instanceof TransitionForbiddenError) return new ForbiddenError();
  if (refused instanceof TransitionGuardError)
    return new ConflictError('visits.not_started', { action: actionOf(refused) });
  return new ConflictError('visits.not_allowed', { action: actionOf(refused), status: refused.from });
}

/**
 * The life of a visit (STAFF-DOMAIN.md section 4), shared by the client app's bookings and the
 * staff operations. README.md beside this file shows it as a table (a unit test keeps them equal).
 */
export const visitLifecycle = defineLifecycle({
  name: 'visit',
  states: VISIT_STATUSES,
  initial: 'scheduled',
  transitions: [
    { action: 'update', from: ['scheduled'], by: [staff] },
    { action: 'complete', from: ['scheduled'], to: 'completed', by: [staff], guard: started },
    { action: 'no_show', from: ['scheduled'], to: 'no_show', by: [staff], guard: started },
    { action: 'cancel', from: ['scheduled'], to: 'cancelled', by: [staff] },
  ],
  refuse: refusal,
});
