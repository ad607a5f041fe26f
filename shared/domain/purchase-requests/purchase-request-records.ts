import { loadEntities } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { sarOrNull } from '../money';
import { PROJECT, projectSimple } from '../projects/projects';
import { ORDER_STATUSES, PURCHASE_REQUEST_STATUSES, SOURCING_STATUSES } from '../purchasing/purchase-orders';
import { USER, userSimple } from '../users/users';
import type { PurchaseRequestEntity } from './purchase-request-scope';

/** What a request may be asked for, and how urgently. */
export const PURCHASE_REQUEST_TYPES = ['materials', 'services'] as const;
export const PURCHASE_REQUEST_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

/** A request's number as printed: `PR-2026-000042`. */
export const purchaseRequestNumberText = (year: number, sequence: number) =>
  `PR-${year}-${String(sequence).padStart(6, '0')}`;

/** The choices of one of the request's enumerations, labelled in the caller's language. */
export const optionsOf = (locale: Locale, group: string, values: readonly string[]) =>
  values.map((value) => ({
    value,
    label: translate(locale, `purchase_requests.${group}.${value}` as MessageKey),
  }));

export const statusOptions = (locale: Locale) => optionsOf(locale, 'status', PURCHASE_REQUEST_STATUSES);
export const sourcingOptions = (locale: Locale) => optionsOf(locale, 'sourcing', SOURCING_STATUSES);
export const orderStatusOptions = (locale: Locale) => optionsOf(locale, 'order_status', ORDER_STATUSES);

/**
 * Purchase requests as the staff index lists them: the header (money in SAR), its project and
 * requester, read in one batch for the page.
 */
export async function staffPurchaseRequestRecords(requests: PurchaseRequestEntity[]) {
  const loaded = await loadEntities(
    requests.flatMap((request) => [
      { type: PROJECT, id: request.project_id },
      { type: USER, id: request.from_user_id },
    ]),
  );
  return Promise.all(
    requests.map(async (request) => ({
      id: request.id,
      number: request.number ?? null,
      title: request.title,
      type: request.type ?? null,
      priority: request.priority ?? null,
      needed_by: request.needed_by ?? null,
      note: request.note ?? null,
      status: request.status,
      sourcing_status: request.sourcing_status ?? null,
      order_status: request.order_status ?? null,
      estimate_total: sarOrNull(request.estimate_total),
      project_id: request.project_id,
      project_item_id: request.project_item_id ?? null,
      department_id: request.department_id ?? null,
      from_user_id: request.from_user_id,
      acceptance_id: request.acceptance_id ?? null,
      cancel_reason: request.cancel_reason ?? null,
      version: request.version,
      created_at: request.created_at,
      updated_at: request.updated_at,
      project: await projectSimple(loaded.get(PROJECT, request.project_id)),
      fromUser: userSimple(loaded.get(USER, request.from_user_id)),
    })),
  );
}
