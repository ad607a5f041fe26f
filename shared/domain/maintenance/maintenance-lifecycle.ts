import { ConflictError, ForbiddenError, type PublicError } from '../../errors';
import { byClient, byStaff, defineLifecycle } from '../lifecycle/lifecycle';
import {
  actionOf,
  IllegalTransitionError,
  type LifecycleError,
  TransitionForbiddenError,
  TransitionGuardError,
} from '../lifecycle/lifecycle-errors';

export const MAINTENANCE_STATUSES = [
  'open',
  'in_progress',
  'completed',
  'closed',
  'declined',
  'reopened',
  'deferred',
] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

const staff = byStaff('crm.maintenance-requests.manage');
const billing = byStaff('crm.maintenance-requests.bill');
/** The states in which the work is still open to staff edits, assignment and pricing. */
const WORKING = ['open', 'reopened', 'in_progress', 'deferred'] as const;
const notRatedYet = {
  rule: 'not rated yet',
  holds: (request: { rating?: number | null }) => request.rating === null || request.rating === undefined,
};

/**
 * Today's answers, kept word for word: 409 with the maintenance messages (shared/errors.ts; the HTTP
 * layer gives the status). A party the step does not name is the plain 403.
 */
function refusal(refused: LifecycleError): PublicError {
  if (refused instanceof TransitionForbiddenError) return new ForbiddenError();
  if (refused instanceof TransitionGuardError && refused.rule === notRatedYet.rule)
    return new ConflictError('maintenance.already_rated');
  if (refused instanceof IllegalTransitionError && refused.action === undefined)
    return new ConflictError('maintenance.bad_transition', { from: refused.from, to: String(refused.to) });
  return new ConflictError('maintenance.not_allowed', { action: actionOf(refused), status: refused.from });
}

/**
 * The life of a maintenance request, shared by the client operations and the staff ones to come.
 * README.md beside this file shows it as a table (a unit test keeps the two equal).
 */
export const maintenanceLifecycle = defineLifecycle({
  name: 'maintenance request',
  states: MAINTENANCE_STATUSES,
  initial: 'open',
  transitions: [
    { action: 'start', from: ['open', 'reopened'], to: 'in_progress', by: [staff] },
    { action: 'decline', from: ['open', 'in_progress'], to: 'declined', by: [staff] },
    { action: 'defer', from: ['in_progress'], to: 'deferred', by: [staff] },
    { action: 'resume', from: ['deferred'], to: 'open', by: [staff] },
    { action: 'complete', from: ['in_progress'], to: 'completed', by: [staff] },
    { action: 'close', from: ['open', 'completed', 'reopened'], to: 'closed', by: [staff] },
    { action: 'reopen', from: ['completed', 'closed'], to: 'reopened', by: [staff] },
    { action: 'update', from: ['open', 'reopened'], by: [byClient] },
    { action: 'edit', from: WORKING, by: [staff] },
    { action: 'delete', from: ['open'], by: [byClient, staff] },
    { action: 'price', from: [...WORKING, 'completed'], by: [billing] },
    { action: 'bill', from: ['completed', 'closed'], by: [billing] },
    { action: 'rate', from: ['closed'], by: [byClient], guard: notRatedYet },
  ],
  refuse: refusal,
});
