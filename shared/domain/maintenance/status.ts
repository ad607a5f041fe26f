import { ConflictError } from '../../errors';

/**
 * The life of a maintenance request, shared by the client operations and the staff ones to come:
 *
 *   open ──> in_progress ──> completed ──> closed
 *    │  └──> declined            │            │
 *    └──────────> closed         └──> reopened <┘ ──> in_progress | closed
 *
 * Clients change their request's text while it is `open` or `reopened`, delete it only while
 * `open`, and rate it once it is `closed`. A write the status does not allow answers 409.
 */
export const MAINTENANCE_STATUSES = [
  'open',
  'in_progress',
  'completed',
  'closed',
  'declined',
  'reopened',
] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export const transitions: Record<MaintenanceStatus, MaintenanceStatus[]> = {
  open: ['in_progress', 'declined', 'closed'],
  in_progress: ['completed'],
  completed: ['closed', 'reopened'],
  closed: ['reopened'],
  reopened: ['in_progress', 'closed'],
  declined: [],
};

const editable: MaintenanceStatus[] = ['open', 'reopened'];

/** Refuses a client's change of a request whose status no longer allows it. */
export function assertClientMay(action: 'update' | 'delete' | 'rate', status: string): void {
  const allowed =
    action === 'update'
      ? editable.includes(status as MaintenanceStatus)
      : action === 'delete'
        ? status === 'open'
        : status === 'closed';
  if (!allowed) throw new ConflictError('maintenance.not_allowed', { action, status });
}

/** Refuses a status change the life cycle does not have. */
export function assertTransition(from: string, to: MaintenanceStatus): void {
  if (!(transitions[from as MaintenanceStatus] ?? []).includes(to))
    throw new ConflictError('maintenance.bad_transition', { from, to });
}
