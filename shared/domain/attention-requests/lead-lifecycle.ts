import { ConflictError, ForbiddenError, type PublicError } from '../../errors';
import { byStaff, bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import {
  actionOf,
  IllegalTransitionError,
  type LifecycleError,
  TransitionForbiddenError,
} from '../lifecycle/lifecycle-errors';

/** Where a lead stands (STAFF-DOMAIN.md section 3): open states first, then the closed ones. */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'interested',
  'visit_scheduled',
  'negotiating',
  'converted',
  'not_interested',
  'unreachable',
  'lost',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** States in which a lead is still worked: it holds its phone per project and gets follow-ups. */
export const OPEN_LEAD_STATUSES = [
  'new',
  'contacted',
  'interested',
  'visit_scheduled',
  'negotiating',
] as const satisfies readonly LeadStatus[];

/** Closed by staff with a reason (`lost_reason`); `converted` is closed by the system (a booking). */
export const LOST_LEAD_STATUSES = [
  'not_interested',
  'unreachable',
  'lost',
] as const satisfies readonly LeadStatus[];

export const isOpenLead = (status: string): boolean =>
  (OPEN_LEAD_STATUSES as readonly string[]).includes(status);

const manage = byStaff('crm.leads.manage');
const open = OPEN_LEAD_STATUSES;

function refusal(refused: LifecycleError): PublicError {
  if (refused instanceof TransitionForbiddenError) return new ForbiddenError();
  const action =
    refused instanceof IllegalTransitionError && refused.action === undefined
      ? `to ${String(refused.to)}`
      : actionOf(refused);
  return new ConflictError('leads.not_allowed', { action, status: refused.from });
}

/**
 * The life of a lead, one definition for every caller (the staff operations, follow-ups, visits,
 * bookings). README.md beside this file shows it as a table (a unit test keeps the two equal).
 */
export const leadLifecycle = defineLifecycle({
  name: 'lead',
  states: LEAD_STATUSES,
  initial: 'new',
  transitions: [
    { action: 'contact', from: ['new', 'visit_scheduled'], to: 'contacted', by: [manage] },
    {
      action: 'mark_interested',
      from: ['new', 'contacted', 'visit_scheduled', 'negotiating'],
      to: 'interested',
      by: [manage],
    },
    {
      action: 'schedule_visit',
      from: ['new', 'contacted', 'interested', 'negotiating'],
      to: 'visit_scheduled',
      by: [manage],
    },
    {
      action: 'negotiate',
      from: ['contacted', 'interested', 'visit_scheduled'],
      to: 'negotiating',
      by: [manage],
    },
    { action: 'convert', from: open, to: 'converted', by: [bySystem] },
    { action: 'decline', from: open, to: 'not_interested', by: [manage] },
    { action: 'mark_unreachable', from: open, to: 'unreachable', by: [manage] },
    { action: 'lose', from: open, to: 'lost', by: [manage] },
    { action: 'reopen', from: LOST_LEAD_STATUSES, to: 'contacted', by: [manage] },
    { action: 'follow_up', from: open, by: [manage] },
    { action: 'update', from: open, by: [manage] },
    {
      action: 'delete',
      from: ['new'],
      by: [manage],
      guard: {
        rule: 'no follow-ups',
        holds: (lead: { follow_ups_count?: number }) => (lead.follow_ups_count ?? 0) === 0,
      },
    },
  ],
  refuse: refusal,
});
