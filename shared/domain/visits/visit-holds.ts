import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import type { UniqueValue } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ConflictError, ValidationError } from '../../errors';
import type { Visit } from './visits';

/** Minutes between two slot starts (VISIT_SLOTS.slot_minutes): a visit holds every slot it covers. */
const SLOT_MS = 30 * 60_000;
/** A staff booking lasts an hour unless it says otherwise; a client's own booking has no length. */
export const DEFAULT_DURATION_MINUTES = 60;

type HeldVisit = Pick<
  Visit,
  'client_id' | 'attention_request_id' | 'project_id' | 'visit_at' | 'source' | 'assigned_user_id'
> & { duration_minutes?: number | undefined; status: string };

/** Who the visit is for, as the hold names them: `client#5` or `lead#9`. */
export const visitorOf = (visit: Pick<Visit, 'client_id' | 'attention_request_id'>): string =>
  typeof visit.attention_request_id === 'number' && visit.client_id === null
    ? `lead#${visit.attention_request_id}`
    : `client#${visit.client_id}`;

/** The starts of the 30-minute slots a visit covers, as ISO times. */
function coveredSlots(visit: HeldVisit): string[] {
  const start = Date.parse(visit.visit_at);
  const slots = Math.max(1, Math.ceil((visit.duration_minutes ?? DEFAULT_DURATION_MINUTES) / 30));
  return Array.from({ length: slots }, (_, index) => new Date(start + index * SLOT_MS).toISOString());
}

/**
 * The unique markers a scheduled visit holds (none once it left `scheduled`): a client's own booking
 * its project slot (the client app's rule: one self-booked visit per project and time) and the
 * client's time; a staff booking the client's (or lead's) time; an assigned visit each slot of the
 * assignee it covers. Two visits that need one marker cannot both be written.
 */
export function visitMarkers(visit: HeldVisit): UniqueValue[] {
  if (visit.status !== 'scheduled') return [];
  const markers: UniqueValue[] = [];
  if ((visit.source ?? 'client_app') === 'client_app')
    markers.push({ kind: 'VISIT_SLOT', field: 'visit_at', value: `${visit.project_id}#${visit.visit_at}` });
  markers.push(
    visit.client_id === null
      ? {
          kind: 'VISIT_LEAD_TIME',
          field: 'visit_at',
          value: `${visit.attention_request_id}#${visit.visit_at}`,
        }
      : { kind: 'VISIT_CLIENT_TIME', field: 'visit_at', value: `${visit.client_id}#${visit.visit_at}` },
  );
  if (typeof visit.assigned_user_id === 'number')
    for (const slot of coveredSlots(visit))
      markers.push({
        kind: 'VISIT_STAFF_SLOT',
        field: 'visit_at',
        value: `${visit.assigned_user_id}#${slot}`,
      });
  return markers;
}

/**
 * The marker moves of a change (for `prepareUpdate`'s `uniques`): markers kept are not touched (a
 * transaction may touch an item once), the others are deleted or put, each on its own entry so a
 * refused put is found by its position (`markerRefusal`).
 */
export function markerMoves(
  before: UniqueValue[],
  after: UniqueValue[],
): Array<UniqueValue & { previous: string | null }> {
  const id = (marker: UniqueValue) => `${marker.kind}#${marker.value}`;
  const kept = new Set(after.map(id));
  const had = new Set(before.map(id));
  return [
    ...before
      .filter((marker) => !kept.has(id(marker)))
      .map((marker) => ({ ...marker, value: null, previous: String(marker.value) })),
    ...after.filter((marker) => !had.has(id(marker))).map((marker) => ({ ...marker, previous: null })),
  ];
}

/** The message of a taken marker, by its kind. */
export function takenMarkerError(marker: UniqueValue | undefined): Error {
  if (!marker) return new ConflictError();
  if (marker.kind === 'VISIT_STAFF_SLOT') return ValidationError.forField('visit_at', 'visits.staff_busy');
  if (marker.kind === 'VISIT_SLOT') return ValidationError.forField('visit_at', 'validation.unique');
  return ValidationError.forField('visit_at', 'visits.visitor_busy');
}

/**
 * The hold of a visit on its visitor's upcoming visits at the project. A staff booking needs the
 * hold empty (`exclusive`): of racing bookings for one client and project one lands. A client's own
 * booking joins it unconditionally (the client app's rules are unchanged), so a staff booking after
 * it is refused too.
 */
export function holdJoin(visit: Visit & { id: number }, exclusive: boolean): TransactItem {
  return txUpdate('visit-hold', keys.visitHold(visitorOf(visit), visit.project_id), {
    add: { visit_ids: new Set([visit.id]) },
    ...(exclusive ? { condition: when.lacks('visit_ids') } : {}),
  }).item;
}

/** Takes a visit out of its visitor's hold (when it is cancelled, completed, missed or deleted). */
export function holdRelease(visit: Visit & { id: number }): TransactItem {
  return txUpdate('visit-hold', keys.visitHold(visitorOf(visit), visit.project_id), {
    delete: { visit_ids: new Set([visit.id]) },
  }).item;
}

/** The ids of a visitor's upcoming visits at a project (one GetItem). */
export async function heldVisitIds(visitor: string, projectId: number): Promise<number[]> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.visitHold(visitor, projectId) }),
  );
  const ids = result.Item?.visit_ids as Set<number> | undefined;
  return ids ? [...ids].map(Number).sort((a, b) => a - b) : [];
}
