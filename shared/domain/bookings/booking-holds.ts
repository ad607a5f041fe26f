import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txDelete, txPut, txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import type { Project } from '../projects/projects';
import type { Booking } from '../sales/sales';
import { UNIT_STATUS_COUNTER } from '../units/units';

/**
 * A project's booking settings (STAFF-DOMAIN.md 5.2, "configurable"): optional fields on the
 * project record, with the defaults below when unset.
 */
export interface ProjectBookingSettings {
  booking_hold_hours?: number | null;
  booking_limit_per_agent?: number | null;
  init_sale_hours?: number | null;
}

export const DEFAULT_HOLD_HOURS = 48;
export const DEFAULT_AGENT_LIMIT = 3;
export const DEFAULT_INIT_SALE_HOURS = 72;
/** How long before expiry the holding agent is reminded. */
export const REMINDER_HOURS = 6;
export const HOUR_MS = 3_600_000;

/** The project's settings with their defaults. */
export function bookingSettings(project: Project & ProjectBookingSettings) {
  return {
    holdHours: project.booking_hold_hours ?? DEFAULT_HOLD_HOURS,
    agentLimit: project.booking_limit_per_agent ?? DEFAULT_AGENT_LIMIT,
    initSaleHours: project.init_sale_hours ?? DEFAULT_INIT_SALE_HOURS,
  };
}

/** The unique-marker kind holding one open booking per client and project. */
export const CLIENT_HOLD_KIND = 'BOOKING_CLIENT_PROJECT';

type Held = Pick<Booking, 'client_id' | 'project_id' | 'sale_support_user_id'>;

const clientHoldKey = (booking: Held) =>
  keys.unique(CLIENT_HOLD_KIND, `${booking.client_id}#${booking.project_id}`);

/**
 * The guard items a new hold takes, in this order: `agent-holds`, the agent's open holds at the
 * project, added only below `limit` (undefined: no limit, for the seed), then `client-hold`, the
 * client's one hold at the project, put only if absent. Either refusal cancels the whole hold.
 */
export function holdTakes(booking: Held & { id: number }, limit: number | undefined): TxItem[] {
  const items: TxItem[] = [];
  if (typeof booking.sale_support_user_id === 'number')
    items.push(
      txUpdate('agent-holds', keys.agentHolds(booking.sale_support_user_id, booking.project_id as number), {
        add: { holds: 1 },
        ...(limit === undefined ? {} : { condition: when.or(when.lacks('holds'), when.lt('holds', limit)) }),
      }),
    );
  items.push(
    txPut(
      'client-hold',
      { ...clientHoldKey(booking), owner_type: 'BOOKING', owner_id: booking.id },
      { condition: when.itemAbsent() },
    ),
  );
  return items;
}

/** The guard items a hold gives back when it ends (released or converted): the agent's count and the client's marker. */
export function holdReleases(booking: Held & { id: number }): TransactItem[] {
  return [
    ...(typeof booking.sale_support_user_id === 'number'
      ? [
          txUpdate(
            'agent-holds',
            keys.agentHolds(booking.sale_support_user_id, booking.project_id as number),
            {
              add: { holds: -1 },
            },
          ).item,
        ]
      : []),
    txDelete('client-hold', clientHoldKey(booking), {
      // Only this booking's own marker: a marker another hold took since is left alone.
      condition: when.or(when.itemAbsent(), when.eq('owner_id', booking.id)),
    }).item,
  ];
}

/** Moves a unit from one status counter of its project to another (in the unit's own transaction). */
export function unitStatusCountMove(projectId: number, from: string, to: string): TransactItem {
  // DynamoDB refuses two clauses on one attribute: a move to the same status is a caller's error.
  if (from === to) throw new Error(`a unit status count move from ${from} to itself`);
  return txUpdate('unit-status-counts', keys.counts({ type: 'PROJECT', id: projectId }), {
    add: { [UNIT_STATUS_COUNTER(from)]: -1, [UNIT_STATUS_COUNTER(to)]: 1 },
  }).item;
}
