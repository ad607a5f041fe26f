import { nextId } from '../../db/counters';
import { createEntity, deleteEntity, findEntity, getEntity, loadEntities } from '../../db/entity-store';
import { filePrefixes } from '../../files/file-prefixes';
import { deleteFiles, withStoredFiles } from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import { assertOwnUnit, clientUnitIds } from '../clients/client-units';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { applyTransition } from '../lifecycle/apply-transition';
import { type Actor, clientActor, SYSTEM_ACTOR } from '../lifecycle/lifecycle';
import { retryLostRace } from '../retry';
import { UNIT, unitSimple } from '../units/units';
import { type MaintenanceStatus, maintenanceLifecycle } from './maintenance-lifecycle';
import {
  MAINTENANCE_REQUEST,
  type MaintenanceRequest,
  maintenanceRequestRecords,
  ownedRequest,
} from './maintenance-requests';
import { statusNotice } from './status-notice';

const recordName = 'maintenance request';

/** Checks a client's action on their own request against the life cycle (409 when it refuses). */
const clientStep = (
  client: ClientEntity,
  request: MaintenanceRequest,
  action: 'update' | 'delete' | 'rate',
) =>
  maintenanceLifecycle.step(action, {
    from: request.status,
    actor: clientActor(client.id),
    subject: request,
  });

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
 * 1. the unit, when given, must be one of the client's (its project is copied for the staff lists);
 * 2. the attachments go to S3 first, in the order sent;
 * 3. the request (status `open`) and its link under the client are written in one transaction;
 *    if that fails the uploaded objects are removed.
 */
export async function storeMaintenanceRequest(
  client: ClientEntity,
  input: { category: string; description: string; unit_id?: number | undefined; attachments: UploadedFile[] },
) {
  await assertOwnUnit(client.id, input.unit_id);
  // The unit's project goes on the request so staff whose scope is that project list it.
  const unit = input.unit_id === undefined ? undefined : await findEntity(UNIT, input.unit_id);
  const id = await nextId(MAINTENANCE_REQUEST);
  return withStoredFiles(
    input.attachments,
    `${filePrefixes.maintenance}${id}/attachments`,
    async (attachments) => {
      const request = await createEntity(
        MAINTENANCE_REQUEST,
        {
          client_id: client.id,
          unit_id: input.unit_id ?? null,
          project_id: unit?.project_id ?? null,
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
    },
  );
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
  // A new unit moves the request to that unit's project (the staff project lists).
  const unit = changes.unit_id === undefined ? undefined : await findEntity(UNIT, changes.unit_id);
  // Last writer wins between two edits (the status check is redone on fresh data each time).
  const updated = await retryLostRace(async () => {
    const request = await ownedRequest(client.id, id);
    const step = clientStep(client, request, 'update');
    return applyTransition(MAINTENANCE_REQUEST, request, step, {
      actor: clientActor(client.id),
      recordName,
      changes: { ...changes, ...(unit ? { project_id: unit.project_id } : {}) },
    });
  });
  const [record] = await maintenanceRequestRecords([updated]);
  return record;
}

/** Deletes an own request while it is still `open` (409 otherwise), with its files. */
export async function deleteMaintenanceRequest(client: ClientEntity, id: number) {
  // The delete lands only on the version checked; a lost race checks again on fresh data.
  const request = await retryLostRace(async () => {
    const current = await ownedRequest(client.id, id);
    clientStep(client, current, 'delete');
    await deleteEntity(MAINTENANCE_REQUEST, id, {
      links: [{ type: CLIENT, id: client.id }],
      recordName,
      expectedVersion: current.version,
    });
    return current;
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
  const updated = await applyTransition(MAINTENANCE_REQUEST, request, clientStep(client, request, 'rate'), {
    actor: clientActor(client.id),
    recordName,
    changes: { rating: input.rating, rating_note: input.rating_note ?? null },
  });
  const [record] = await maintenanceRequestRecords([updated]);
  return record;
}

/**
 * Moves a request to a state by the action that leads there (staff change-status; tests close
 * requests with it): the status, its history entry and the SMS telling the client land together,
 * or not at all (409 on a lost race).
 */
export async function changeMaintenanceStatus(
  id: number,
  to: MaintenanceStatus,
  options: { actor?: Actor; reason?: string } = {},
) {
  const request = await getEntity(MAINTENANCE_REQUEST, id, recordName);
  const actor = options.actor ?? SYSTEM_ACTOR;
  const step = maintenanceLifecycle.stepTo(to, { from: request.status, actor, subject: request });
  return applyTransition(MAINTENANCE_REQUEST, request, step, {
    actor,
    recordName,
    reason: options.reason ?? null,
    also: await statusNotice(request, step.to),
  });
}
