import { nextId } from '../../db/counters';
import {
  createEntity,
  deleteEntity,
  findEntity,
  linkedIds,
  listPage,
  loadEntities,
} from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { filePrefixes } from '../../files/file-prefixes';
import { deleteFiles, withStoredFiles } from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import { attributeName, type Locale, type MessageKey, translate } from '../../i18n';
import { roleMembers } from '../acceptances/role-members';
import type { StaffCaller } from '../callers/callers';
import { CLIENT } from '../clients/clients';
import { applyTransition } from '../lifecycle/apply-transition';
import type { PageRequest } from '../lists';
import { PROJECT, projectSimple } from '../projects/projects';
import { retryLostRace } from '../retry';
import { SALE } from '../sales/sales';
import { UNIT, unitSimple } from '../units/units';
import { inScope, scopeFilters } from '../users/row-scope';
import { USER, userSimple } from '../users/users';
import { MAINTENANCE_CATEGORIES } from './client-requests';
import { MAINTENANCE_STATUSES, maintenanceLifecycle } from './maintenance-lifecycle';
import { MAINTENANCE_REQUEST } from './maintenance-requests';
import { staffMaintenanceRecords } from './staff-records';
import { MAINTENANCE_SCOPE, scopedRequest, staffActor } from './staff-scope';

const recordName = 'maintenance request';
/** The role a request can be assigned to. */
export const TECHNICIAN_ROLE = 'technician';
/** The projects a form or filter offers (one page of the project list). */
const PROJECT_OPTIONS = 100;

const statusOptions = (locale: Locale) =>
  MAINTENANCE_STATUSES.map((value) => ({
    value,
    label: translate(locale, `maintenance.status.${value}` as MessageKey),
  }));

/** The units a client bought (a maintenance request is about a sold unit of the client's). */
async function soldUnitIds(clientId: number): Promise<number[]> {
  const saleIds = await linkedIds({ type: CLIENT, id: clientId }, SALE);
  const loaded = await loadEntities(saleIds.map((id) => ({ type: SALE, id })));
  return [...new Set(loaded.list(SALE, saleIds).map((sale) => sale.unit_id))];
}

/** The technician a request is assigned to and their department, or 422 on `assigned_user_id`. */
async function technician(userId: number) {
  const user = await findEntity(USER, userId);
  if (!user) throw ValidationError.forField('assigned_user_id', 'validation.exists');
  if (!user.roles.includes(TECHNICIAN_ROLE))
    throw ValidationError.forField('assigned_user_id', 'maintenance.not_technician');
  return { assigned_user_id: user.id, department_id: user.department_id ?? null };
}

/** The form of a request: categories, statuses, technicians, projects and, given a client, their sold units. */
export async function staffMaintenanceForm(locale: Locale, clientId?: number) {
  const [technicianIds, projects, unitIds] = await Promise.all([
    roleMembers(TECHNICIAN_ROLE),
    listPage(PROJECT, 1, PROJECT_OPTIONS),
    clientId === undefined ? Promise.resolve([]) : soldUnitIds(clientId),
  ]);
  const loaded = await loadEntities([
    ...technicianIds.map((id) => ({ type: USER, id })),
    ...unitIds.map((id) => ({ type: UNIT, id })),
  ]);
  return {
    categories: MAINTENANCE_CATEGORIES.map((key) => ({ key, name: key.replace('_', ' ') })),
    statuses: statusOptions(locale),
    technicians: loaded.list(USER, technicianIds).map(userSimple),
    projects: await Promise.all(projects.items.map(projectSimple)),
    units: loaded.list(UNIT, unitIds).map(unitSimple),
  };
}

/** The index's filters: status and project (the project options are the first page of projects). */
export async function maintenanceRequestFilters(locale: Locale) {
  const projects = await listPage(PROJECT, 1, PROJECT_OPTIONS);
  return {
    filters: [
      {
        key: 'status',
        label: attributeName('status', locale),
        type: 'select',
        options: statusOptions(locale),
      },
      {
        key: 'project_id',
        label: attributeName('project_id', locale),
        type: 'select',
        options: projects.items.map((project) => ({ value: String(project.id), label: project.name })),
      },
    ],
  };
}

/**
 * One page of the requests in the caller's row scope, newest first, by `status` and `project_id`.
 * A `project_id` outside a projects scope is an empty page; `own` and `department` scopes take
 * `status` only (another combination is the lists' 422 naming the allowed ones).
 */
export async function listStaffMaintenanceRequests(
  caller: StaffCaller,
  options: PageRequest & { status?: string | undefined; project_id?: number | undefined },
) {
  const scope = scopeFilters(caller, 'maintenance', MAINTENANCE_SCOPE);
  const empty = { items: [], total: 0 };
  if (scope === null) return empty;
  if (options.project_id !== undefined && 'project_id' in scope) {
    if (!caller.project_ids.includes(options.project_id)) return empty;
    delete scope.project_id;
  }
  const { items, total } = await listPage(MAINTENANCE_REQUEST, options.page, options.perPage, {
    filters: { ...scope, status: options.status, project_id: options.project_id ?? scope.project_id },
  });
  return { items: await staffMaintenanceRecords(items), total };
}

/** One request in the caller's scope (404 otherwise). */
export async function showStaffMaintenanceRequest(caller: StaffCaller, id: number) {
  const { request } = await scopedRequest(caller, id);
  const [record] = await staffMaintenanceRecords([request]);
  return record;
}

/**
 * Files a request for a client's unit.
 * 1. the client must exist and the unit be one they bought (422 on the field otherwise);
 * 2. an assignee must be a technician; their department is copied onto the request;
 * 3. the attachments go to S3 first; the request (`open`, the unit's project) and its link under
 *    the client are written in one transaction, the objects removed if it fails.
 */
export async function storeStaffMaintenanceRequest(
  caller: StaffCaller,
  input: {
    client_id: number;
    unit_id: number;
    category: string;
    description: string;
    assigned_user_id?: number | undefined;
    attachments: UploadedFile[];
  },
) {
  const client = await findEntity(CLIENT, input.client_id);
  if (!client) throw ValidationError.forField('client_id', 'validation.exists');
  const [units, assignment] = await Promise.all([
    soldUnitIds(client.id),
    input.assigned_user_id === undefined ? undefined : technician(input.assigned_user_id),
  ]);
  const unit = units.includes(input.unit_id) ? await findEntity(UNIT, input.unit_id) : undefined;
  // A unit of a project the caller's maintenance scope does not reach is as unknown as a missing one.
  const reached =
    unit &&
    inScope(
      caller,
      'maintenance',
      { project_id: unit.project_id, assigned_user_id: caller.id },
      MAINTENANCE_SCOPE,
    );
  if (!unit || !reached) throw ValidationError.forField('unit_id', 'validation.exists');
  const id = await nextId(MAINTENANCE_REQUEST);
  return withStoredFiles(
    input.attachments,
    `${filePrefixes.maintenance}${id}/attachments`,
    async (attachments) => {
      const request = await createEntity(
        MAINTENANCE_REQUEST,
        {
          client_id: client.id,
          unit_id: unit.id,
          project_id: unit.project_id,
          category: input.category,
          description: input.description,
          status: maintenanceLifecycle.initial,
          rating: null,
          attachments,
          ...(assignment ?? {}),
        },
        { id, links: [{ type: CLIENT, id: client.id }] },
      );
      const [record] = await staffMaintenanceRecords([request]);
      return record;
    },
  );
}

/** Changes the text, category or technician while the work is open (409 once completed, closed or declined). */
export async function updateStaffMaintenanceRequest(
  caller: StaffCaller,
  id: number,
  changes: {
    category?: string | undefined;
    description?: string | undefined;
    assigned_user_id?: number | undefined;
  },
) {
  const assignment = changes.assigned_user_id === undefined ? {} : await technician(changes.assigned_user_id);
  // Last writer wins between two edits; the state check is redone on fresh data each time.
  const updated = await retryLostRace(async () => {
    const { request } = await scopedRequest(caller, id);
    const actor = staffActor(caller);
    const step = maintenanceLifecycle.step('edit', { from: request.status, actor, subject: request });
    return applyTransition(MAINTENANCE_REQUEST, request, step, {
      actor,
      recordName,
      changes: { category: changes.category, description: changes.description, ...assignment },
    });
  });
  const [record] = await staffMaintenanceRecords([updated]);
  return record;
}

/** Deletes a request still `open` (409 otherwise), with its files: the same rule as the client's delete. */
export async function deleteStaffMaintenanceRequest(caller: StaffCaller, id: number) {
  const request = await retryLostRace(async () => {
    const { request: current } = await scopedRequest(caller, id);
    maintenanceLifecycle.step('delete', {
      from: current.status,
      actor: staffActor(caller),
      subject: current,
    });
    await deleteEntity(MAINTENANCE_REQUEST, id, {
      links: [{ type: CLIENT, id: current.client_id }],
      recordName,
      expectedVersion: current.version,
    });
    return current;
  });
  await deleteFiles((request.attachments ?? []).map((file) => file.key)).catch(() => undefined);
  return { deleted: true as const };
}
