import { createEntity, deleteEntity, findEntity, listPage, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { NotFoundError, ValidationError } from '../../errors';
import { assertOwnUnit, clientUnitIds } from '../clients/client-units';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { applyTransition } from '../lifecycle/apply-transition';
import { clientActor } from '../lifecycle/lifecycle';
import type { PageRequest } from '../lists';
import { retryLostRace } from '../retry';
import { UNIT, unitSimple } from '../units/units';
import { complaintLifecycle } from './complaint-lifecycle';

/** What a complaint is about. */
export const COMPLAINT_CATEGORIES = [
  'service',
  'construction_quality',
  'delivery_delay',
  'billing',
  'staff',
  'other',
] as const;

/** A client's complaint; its life cycle is complaint-lifecycle.ts (README.md beside it). */
export interface Complaint {
  client_id: number;
  unit_id: number | null;
  category: string;
  description: string;
  status: string;
}

/** A client lists their own complaints. */
export const COMPLAINT = entityType<Complaint>('COMPLAINT', { lists: [['client_id']] });

type ComplaintEntity = EntityOf<typeof COMPLAINT>;

async function complaintRecords(complaints: ComplaintEntity[]) {
  const loaded = await loadEntities(complaints.map((complaint) => ({ type: UNIT, id: complaint.unit_id })));
  return complaints.map((complaint) => ({
    id: complaint.id,
    client_id: complaint.client_id,
    unit_id: complaint.unit_id ?? null,
    category: complaint.category,
    description: complaint.description,
    status: complaint.status,
    created_at: complaint.created_at,
    updated_at: complaint.updated_at,
    unit: unitSimple(loaded.get(UNIT, complaint.unit_id)),
  }));
}

async function ownedComplaint(clientId: number, id: number): Promise<ComplaintEntity> {
  const complaint = await findEntity(COMPLAINT, id);
  if (!complaint || complaint.client_id !== clientId) throw new NotFoundError('complaint');
  return complaint;
}

/** Checks a client's action on their own complaint against the life cycle (409 when it refuses). */
const clientStep = (client: ClientEntity, complaint: ComplaintEntity, action: 'update' | 'delete') =>
  complaintLifecycle.step(action, {
    from: complaint.status,
    actor: clientActor(client.id),
    subject: complaint,
  });

/** The categories and the client's own units. */
export async function complaintFormData(client: ClientEntity) {
  const ids = await clientUnitIds(client.id);
  const loaded = await loadEntities(ids.map((id) => ({ type: UNIT, id })));
  return {
    categories: COMPLAINT_CATEGORIES.map((key) => ({ key, name: key.replaceAll('_', ' ') })),
    units: loaded.list(UNIT, ids).map(unitSimple),
  };
}

/** One page of the client's own complaints, newest first. */
export async function listClientComplaints(client: ClientEntity, options: PageRequest) {
  const { items, total } = await listPage(COMPLAINT, options.page, options.perPage, {
    filters: { client_id: client.id },
  });
  return { items: await complaintRecords(items), total };
}

/** Files a complaint (status `new`), about one of the client's units when one is given. */
export async function storeComplaint(
  client: ClientEntity,
  input: { category: string; description: string; unit_id?: number | undefined },
) {
  await assertOwnUnit(client.id, input.unit_id);
  const complaint = await createEntity(
    COMPLAINT,
    {
      client_id: client.id,
      unit_id: input.unit_id ?? null,
      category: input.category,
      description: input.description,
      status: complaintLifecycle.initial,
    },
    { links: [{ type: CLIENT, id: client.id }] },
  );
  const [record] = await complaintRecords([complaint]);
  return record;
}

/** One of the client's own complaints (another client's: 404). */
export async function showComplaint(client: ClientEntity, id: number) {
  const [record] = await complaintRecords([await ownedComplaint(client.id, id)]);
  return record;
}

/** Changes an own complaint while it is `new` (last writer wins between two edits). */
export async function updateComplaint(
  client: ClientEntity,
  id: number,
  changes: { category?: string | undefined; description?: string | undefined; unit_id?: number | undefined },
) {
  await assertOwnUnit(client.id, changes.unit_id);
  const updated = await retryLostRace(async () => {
    const complaint = await ownedComplaint(client.id, id);
    return applyTransition(COMPLAINT, complaint, clientStep(client, complaint, 'update'), {
      actor: clientActor(client.id),
      recordName: 'complaint',
      changes,
    });
  });
  const [record] = await complaintRecords([updated]);
  return record;
}

/** Withdraws an own complaint while it is `new`; the delete lands only on the version checked. */
export async function deleteComplaint(client: ClientEntity, id: number) {
  await retryLostRace(async () => {
    const complaint = await ownedComplaint(client.id, id);
    clientStep(client, complaint, 'delete');
    await deleteEntity(COMPLAINT, id, {
      links: [{ type: CLIENT, id: client.id }],
      recordName: 'complaint',
      expectedVersion: complaint.version,
    });
  });
  return { deleted: true as const };
}

/**
 * Files a complaint for a client, as the back office or the call centre takes it down: the client
 * must exist (422 on `client_id`) and the unit, when given, must be one of theirs (422 on `unit_id`).
 */
export async function storeComplaintFor(input: {
  client_id: number;
  category: string;
  description: string;
  unit_id?: number | undefined;
}) {
  const client = await findEntity(CLIENT, input.client_id);
  if (!client) throw ValidationError.forField('client_id', 'validation.exists');
  return storeComplaint(client, input);
}
