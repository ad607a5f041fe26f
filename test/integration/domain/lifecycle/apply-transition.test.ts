import { describe, expect, it } from 'vitest';
import { createEntity, deleteEntity, findEntity } from '../../../../shared/db/entity-store';
import type { ClientEntity } from '../../../../shared/domain/clients/clients';
import { complaintLifecycle } from '../../../../shared/domain/complaints/complaint-lifecycle';
import { COMPLAINT, type Complaint, deleteComplaint } from '../../../../shared/domain/complaints/complaints';
import { applyTransition } from '../../../../shared/domain/lifecycle/apply-transition';
import type { Actor } from '../../../../shared/domain/lifecycle/lifecycle';
import { statusHistory } from '../../../../shared/domain/lifecycle/status-history';
import {
  changeMaintenanceStatus,
  deleteMaintenanceRequest,
} from '../../../../shared/domain/maintenance/client-requests';
import type { MaintenanceStatus } from '../../../../shared/domain/maintenance/maintenance-lifecycle';
import {
  MAINTENANCE_REQUEST,
  type MaintenanceRequest,
} from '../../../../shared/domain/maintenance/maintenance-requests';
import { ConflictError } from '../../../../shared/errors';

// A client id no seeded record uses: these requests are written straight to the table, without links.
const owner = { id: 990_001 } as ClientEntity;

const newRequest = () =>
  createEntity<MaintenanceRequest>(MAINTENANCE_REQUEST, {
    client_id: owner.id,
    unit_id: null,
    category: 'plumbing',
    description: 'Race me',
    status: 'open',
    rating: null,
  });

/** Fires the moves at once; every one that does not land must be a 409. */
async function race(moves: Array<() => Promise<unknown>>) {
  const results = await Promise.allSettled(moves.map((move) => move()));
  for (const result of results)
    if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ConflictError);
  return results.filter((result) => result.status === 'fulfilled').length;
}

const twenty = (to: MaintenanceStatus | ((index: number) => MaintenanceStatus), id: number) =>
  Array.from(
    { length: 20 },
    (_, index) => () => changeMaintenanceStatus(id, typeof to === 'function' ? to(index) : to),
  );

describe('applying a transition', () => {
  it('lands exactly one of 20 parallel transitions per step, each with one history entry', async () => {
    const request = await newRequest();
    for (const to of ['in_progress', 'completed', 'closed'] as const)
      expect(await race(twenty(to, request.id)), to).toBe(1);
    const stored = await findEntity<MaintenanceRequest>(MAINTENANCE_REQUEST, request.id);
    const history = await statusHistory({ type: MAINTENANCE_REQUEST, id: request.id });
    expect(history.map(({ from, to, version }) => ({ from, to, version }))).toEqual([
      { from: 'open', to: 'in_progress', version: 2 },
      { from: 'in_progress', to: 'completed', version: 3 },
      { from: 'completed', to: 'closed', version: 4 },
    ]);
    expect(stored).toMatchObject({ status: 'closed', version: 4 });
  });

  it('lands one of 20 parallel moves to different states when none leads on to another', async () => {
    const request = await newRequest();
    const targets = ['in_progress', 'declined', 'closed'] as const;
    expect(await race(twenty((index) => targets[index % 3] as MaintenanceStatus, request.id))).toBe(1);
    const stored = await findEntity<MaintenanceRequest>(MAINTENANCE_REQUEST, request.id);
    const history = await statusHistory({ type: MAINTENANCE_REQUEST, id: request.id });
    expect(history.map(({ from, to }) => ({ from, to }))).toEqual([{ from: 'open', to: stored?.status }]);
  });

  it('records who moved the record, when and why', async () => {
    const request = await newRequest();
    const staff: Actor = { kind: 'staff', id: 12, abilities: ['crm.maintenance-requests.manage'] };
    const moved = await changeMaintenanceStatus(request.id, 'declined', {
      actor: staff,
      reason: 'Not covered',
    });
    const [entry] = await statusHistory({ type: MAINTENANCE_REQUEST, id: request.id });
    expect(entry).toEqual({
      version: 2,
      action: 'decline',
      from: 'open',
      to: 'declined',
      by: { kind: 'staff', id: 12 },
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reason: 'Not covered',
    });
    expect(moved).toMatchObject({ status: 'declined', version: 2 });
  });

  it('lets either a delete or a status change win a race, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const request = await newRequest();
      const landed = await Promise.allSettled([
        deleteMaintenanceRequest(owner, request.id),
        changeMaintenanceStatus(request.id, 'in_progress'),
      ]);
      const [deleted, started] = landed.map((result) => result.status === 'fulfilled');
      expect(deleted !== started, `round ${round}`).toBe(true);
      const stored = await findEntity<MaintenanceRequest>(MAINTENANCE_REQUEST, request.id);
      expect(stored?.status).toBe(deleted ? undefined : 'in_progress');
    }
  });

  it('refuses a delete made on a version that has moved on, and deletes nothing', async () => {
    const request = await newRequest();
    await changeMaintenanceStatus(request.id, 'in_progress');
    await expect(
      deleteEntity(MAINTENANCE_REQUEST, request.id, {
        recordName: 'maintenance request',
        expectedVersion: 1,
      }),
    ).rejects.toEqual(new ConflictError());
    expect(await findEntity(MAINTENANCE_REQUEST, request.id)).toMatchObject({ status: 'in_progress' });
  });

  it('keeps the status and writes no history for an action that does not move it', async () => {
    const complaint = await createEntity<Complaint>(COMPLAINT, {
      client_id: owner.id,
      unit_id: null,
      category: 'billing',
      description: 'Charged twice',
      status: 'new',
    });
    const actor: Actor = { kind: 'client', id: owner.id };
    const step = complaintLifecycle.step('update', { from: complaint.status, actor, subject: complaint });
    const updated = await applyTransition(COMPLAINT, complaint, step, {
      actor,
      recordName: 'complaint',
      changes: { description: 'Charged three times' },
    });
    expect(updated).toMatchObject({ status: 'new', description: 'Charged three times', version: 2 });
    expect(await statusHistory({ type: COMPLAINT, id: complaint.id })).toEqual([]);
    const staff: Actor = { kind: 'staff', id: 3, abilities: ['crm.complaints.manage'] };
    const review = complaintLifecycle.step('review', {
      from: updated.status,
      actor: staff,
      subject: updated,
    });
    await applyTransition(COMPLAINT, updated, review, { actor: staff, recordName: 'complaint' });
    await expect(deleteComplaint(owner, complaint.id)).rejects.toMatchObject({
      messageKey: 'complaints.not_allowed',
      params: { action: 'delete', status: 'in_review' },
    });
  });
});
