import { findEntity, listPage, listSearch } from '../../db/entity-store';
import { NotFoundError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import type { ListPage, PageRequest } from '../lists';
import { inScope, type ScopedFields, scopeFilters } from '../users/row-scope';
import { USER } from '../users/users';
import { type ClientRecord, clientRecords } from './client-record';
import { CLIENT, type ClientEntity } from './clients';
import { deleteClient } from './delete-client';
import { storeClient } from './store-client';
import { type ClientAssignment, type ClientChanges, updateClient } from './update-client';

/** Where a client keeps what the staff row scope compares: its sales-support user and their department. */
export const CLIENT_SCOPE: ScopedFields = { owner: 'sale_support_user_id', department: 'department_id' };

/** The staff client index's filters. */
export interface StaffClientFilters {
  search?: string | undefined;
  sale_support_user_id?: number | undefined;
  platform?: string | undefined;
  /** Creation days, YYYY-MM-DD (UTC), inclusive. */
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/**
 * Whether a staff member may name a client in a hold, a visit, a lead or a discount: one their
 * leads-and-clients scope reaches, or one no agent owns yet (registered by the client app or the
 * system surface: the first agent to work them does). Another agent's client is not theirs to name.
 */
export const mayNameClient = (viewer: StaffCaller, client: ClientEntity): boolean =>
  client.sale_support_user_id === null || inScope(viewer, 'leads-and-clients', client, CLIENT_SCOPE);

/** A client the viewer may name (`mayNameClient`); another agent's (or a missing one) is a 404. */
export async function nameableClient(viewer: StaffCaller, id: number): Promise<ClientEntity> {
  const client = await findEntity(CLIENT, id);
  if (!client || !mayNameClient(viewer, client)) throw new NotFoundError('client');
  return client;
}

/**
 * The clients a staff member may see, newest first: the scope's filter (own: their clients;
 * department: their department's; all) joined with the asked ones on a declared list
 * (shared/domain/clients/clients.ts); `search` reads the search index and keeps the matches in scope.
 * An owner filter outside the scope is an empty page.
 */
export async function listStaffClients(
  viewer: StaffCaller,
  options: PageRequest & { filters: StaffClientFilters },
): Promise<ListPage<ClientRecord>> {
  const { filters } = options;
  const scope = scopeFilters(viewer, 'leads-and-clients', CLIENT_SCOPE);
  if (scope === null) return { items: [], total: 0 };
  const scopedOwner = scope.sale_support_user_id;
  if (
    scopedOwner !== undefined &&
    filters.sale_support_user_id !== undefined &&
    scopedOwner !== filters.sale_support_user_id
  )
    return { items: [], total: 0 };
  if (filters.search) {
    const keep = (client: ClientEntity) =>
      inScope(viewer, 'leads-and-clients', client, CLIENT_SCOPE) &&
      (filters.sale_support_user_id === undefined ||
        client.sale_support_user_id === filters.sale_support_user_id) &&
      (filters.platform === undefined || client.platform === filters.platform) &&
      (filters.date_from === undefined || client.created_at.slice(0, 10) >= filters.date_from) &&
      (filters.date_to === undefined || client.created_at.slice(0, 10) <= filters.date_to);
    const { items, total } = await listSearch(CLIENT, filters.search, options.page, options.perPage, keep);
    return { items: await clientRecords(items), total };
  }
  const { items, total } = await listPage(CLIENT, options.page, options.perPage, {
    filters: {
      ...scope,
      ...(filters.sale_support_user_id !== undefined
        ? { sale_support_user_id: filters.sale_support_user_id }
        : {}),
      platform: filters.platform,
    },
    days: { from: filters.date_from, to: filters.date_to },
  });
  return { items: await clientRecords(items), total };
}

/**
 * The owner a staff member gives a client, with the owner's department copied (the department
 * lists filter by it). Unknown or deleted user: 422; an owner that would put the client outside the
 * caller's own scope (an agent giving a client away): 422 too, on `sale_support_user_id`.
 */
async function assignment(viewer: StaffCaller, ownerId: number): Promise<Required<ClientAssignment>> {
  const owner = await findEntity(USER, ownerId);
  if (!owner) throw ValidationError.forField('sale_support_user_id', 'validation.exists');
  const assigned = { sale_support_user_id: owner.id, department_id: owner.department_id ?? null };
  if (!inScope(viewer, 'leads-and-clients', assigned, CLIENT_SCOPE))
    throw ValidationError.forField('sale_support_user_id', 'validation.in');
  return assigned;
}

/**
 * Stores a client from the staff app: the system surface's store (unique e-mail and phone held
 * atomically) with its sales-support user, the caller unless another is named.
 */
export async function storeStaffClient(
  viewer: StaffCaller,
  input: ClientChanges & { name: string; phone: string; sale_support_user_id?: number | undefined },
) {
  const { sale_support_user_id, ...client } = input;
  const owner = await assignment(viewer, sale_support_user_id ?? viewer.id);
  return storeClient({ ...client, ...owner });
}

/**
 * Updates a client in the caller's scope (404 otherwise) with the system surface's rules, and
 * moves it to another sales-support user when one is named; the scope is checked on the version
 * the write is conditioned on.
 */
export async function updateStaffClient(
  viewer: StaffCaller,
  clientId: number,
  input: ClientChanges & { sale_support_user_id?: number | undefined },
  expectedVersion?: number,
) {
  const { sale_support_user_id, ...changes } = input;
  const owner = sale_support_user_id === undefined ? {} : await assignment(viewer, sale_support_user_id);
  return updateClient(clientId, { ...changes, ...owner }, expectedVersion, (current) => {
    if (!inScope(viewer, 'leads-and-clients', current, CLIENT_SCOPE)) throw new NotFoundError('client');
  });
}

/** Soft-deletes a client in the caller's scope (404 otherwise) with the system surface's rule (409 while it has deals). */
export function deleteStaffClient(viewer: StaffCaller, clientId: number) {
  return deleteClient(clientId, (client) => {
    if (!inScope(viewer, 'leads-and-clients', client, CLIENT_SCOPE)) throw new NotFoundError('client');
  });
}
