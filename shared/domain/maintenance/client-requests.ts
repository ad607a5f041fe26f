import { nextId } from '../../db/counters';
import {
  createEntity,
  deleteEntity,
  getEntity,
  listLinked,
  loadEntities,
  updateEntity,
} from '../../db/entity-store';
import { ConflictError } from '../../errors';
import { deleteFiles, withStoredFiles } from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import { assertOwnUnit, clientUnitIds } from '../clients/client-units';
import { CLIENT, type ClientEntity } from '../clients/clients';
import type { PageRequest } from '../lists';
import { retryLostRace } from '../retry';
import { COMMENT, UNIT, unitSimple } from '../units/units';
import {
  commentRecord,
  MAINTENANCE_REQUEST,
  maintenanceRequestRecords,
  ownedRequest,
} from './maintenance-requests';
import { assertClientMay, assertTransition, type MaintenanceStatus } from './status';

/** What a maintenance request can be about. */
export const MAINTENANCE_CATEGORIES = [
  'plumbing',
  'electrical',
  'air_conditioning',
  'carpentry',
  'painting',
  'appliances',
  'other',
] as const;

/** The form of a new request: the categories and the client's own units. */
export async function maintenanceFormData(client: ClientEntity) {
  const ids = await clientUnitIds(client.id);
  const loaded = await loadEntities(ids.map((id) => ({ type: UNIT, id })));
  return {
    categories: MAINTENANCE_CATEGORIES.map((key) => ({ key, name: key.replace('_', ' ') })),
    units: loaded.list(UNIT, ids).map(unitSimple),
  };
}

/**
 * Files a request.
 * 1. the unit, when given, must be one of the client's;
 * 2. the attachments go to S3 first, in the order sent;
 * 3. the request (status `open`) and its link under the client are written in one transaction;
 *    if that fails the uploaded objects are removed.
 */
export async function storeMaintenanceRequest(
  client: ClientEntity,
  input: { category: string; description: string; unit_id?: number | undefined; attachments: UploadedFile[] },
) {
  await assertOwnUnit(client.id, input.unit_id);
  const id = await nextId(MAINTENANCE_REQUEST);
  return withStoredFiles(input.attachments, `maintenance-requests/${id}/attachments`, async (attachments) => {
    const request = await createEntity(
      MAINTENANCE_REQUEST,
      {
        client_id: client.id,
        unit_id: input.unit_id ?? null,
        category: input.category,
        description: input.description,
        status: 'open',
        rating: null,
        attachments,
      },
      { id, links: [{ type: CLIENT, id: client.id }] },
    );
    const [record] = await maintenanceRequestRecords([request]);
    return record;
  });
}

/** One of the client's own requests. */
export async function showMaintenanceRequest(client: ClientEntity, id: number) {
  const [record] = await maintenanceRequestRecords([await ownedRequest(client.id, id)]);
  return record;
}

/** Changes the text, category or unit of an own request, while its status allows it (409 otherwise). */
export async function updateMaintenanceRequest(
  client: ClientEntity,
  id: number,
  changes: { category?: string | undefined; description?: string | undefined; unit_id?: number | undefined },
) {
  await assertOwnUnit(client.id, changes.unit_id);
  // Last writer wins between two edits (the status check is redone on fresh data each time).
  const updated = await retryLostRace(async () => {
    const request = await ownedRequest(client.id, id);
    assertClientMay('update', request.status);
    return updateEntity(MAINTENANCE_REQUEST, id, changes, {
      recordName: 'maintenance request',
      current: request,
      expectedVersion: request.version,
    });
  });
  const [record] = await maintenanceRequestRecords([updated]);
  return record;
}

/** Deletes an own request while it is still `open` (409 otherwise), with its files. */
export async function deleteMaintenanceRequest(client: ClientEntity, id: number) {
  const request = await ownedRequest(client.id, id);
  assertClientMay('delete', request.status);
  await deleteEntity(MAINTENANCE_REQUEST, id, {
    links: [{ type: CLIENT, id: client.id }],
    recordName: 'maintenance request',
  });
  await deleteFiles((request.attachments ?? []).map((file) => file.key)).catch(() => undefined);
  return { deleted: true as const };
}

/** Rates an own request once it is closed, once only (the version lock stops a second rating racing in). */
export async function rateMaintenanceRequest(
  client: ClientEntity,
  id: number,
  input: { rating: number; rating_note?: string | null | undefined },
) {
  const request = await ownedRequest(client.id, id);
  assertClientMay('rate', request.status);
  if (request.rating !== null && request.rating !== undefined)
    throw new ConflictError('maintenance.already_rated');
  const updated = await updateEntity(
    MAINTENANCE_REQUEST,
    id,
    { rating: input.rating, rating_note: input.rating_note ?? null },
    { recordName: 'maintenance request', current: request, expectedVersion: request.version },
  );
  const [record] = await maintenanceRequestRecords([updated]);
  return record;
}

/** One page of the comments on an own request, newest first. */
export async function listMaintenanceComments(client: ClientEntity, id: number, options: PageRequest) {
  await ownedRequest(client.id, id);
  const { items, total } = await listLinked(
    { type: MAINTENANCE_REQUEST, id },
    COMMENT,
    options.page,
    options.perPage,
  );
  return { items: await Promise.all(items.map(commentRecord)), total };
}

/** Moves a request along its life cycle (staff operations; tests close requests with it). */
export async function changeMaintenanceStatus(id: number, to: MaintenanceStatus) {
  const request = await getEntity(MAINTENANCE_REQUEST, id, 'maintenance request');
  assertTransition(request.status, to);
  return updateEntity(
    MAINTENANCE_REQUEST,
    id,
    { status: to },
    { recordName: 'maintenance request', current: request, expectedVersion: request.version },
  );
}
