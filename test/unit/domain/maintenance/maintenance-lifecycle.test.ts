import { describe, expect, it } from 'vitest';
import { clientActor, SYSTEM_ACTOR } from '../../../../shared/domain/lifecycle/lifecycle';
import {
  MAINTENANCE_STATUSES,
  maintenanceLifecycle,
} from '../../../../shared/domain/maintenance/maintenance-lifecycle';
import { ConflictError, ForbiddenError } from '../../../../shared/errors';
import { readmeTable } from '../lifecycle/readme-table';

/**
 * The transitions as the code before the lifecycle helper allowed them, plus the staff ones of
 * STAFF-DOMAIN 8 (issue 15): in progress may be declined or deferred, a deferred request reopens.
 */
const previousTransitions: Record<string, string[]> = {
  open: ['in_progress', 'declined', 'closed'],
  in_progress: ['completed', 'declined', 'deferred'],
  completed: ['closed', 'reopened'],
  closed: ['reopened'],
  reopened: ['in_progress', 'closed'],
  declined: [],
  deferred: ['open'],
};

const client = clientActor(1);
const unrated = { rating: null };
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as ConflictError;
  }
  throw new Error('expected a refusal');
};

describe('maintenance request life cycle', () => {
  it('allows exactly the status changes it allowed before, and the staff ones', () => {
    for (const from of MAINTENANCE_STATUSES)
      for (const to of MAINTENANCE_STATUSES) {
        const context = { from, actor: SYSTEM_ACTOR, subject: unrated };
        if (previousTransitions[from]?.includes(to))
          expect(maintenanceLifecycle.stepTo(to, context), `${from} -> ${to}`).toMatchObject({ from, to });
        else
          expect(
            refusal(() => maintenanceLifecycle.stepTo(to, context)),
            `${from} -> ${to}`,
          ).toEqual(new ConflictError('maintenance.bad_transition', { from, to }));
      }
  });

  it('lets the client edit while open or reopened, delete while open, rate once closed', () => {
    const allowed = (action: 'update' | 'delete' | 'rate') =>
      MAINTENANCE_STATUSES.filter((from) =>
        maintenanceLifecycle.can(action, { from, actor: client, subject: unrated }),
      );
    expect(allowed('update')).toEqual(['open', 'reopened']);
    expect(allowed('delete')).toEqual(['open']);
    expect(allowed('rate')).toEqual(['closed']);
  });

  it("answers today's 409 messages with their parameters", () => {
    const refused = refusal(() =>
      maintenanceLifecycle.step('update', { from: 'in_progress', actor: client, subject: unrated }),
    );
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused).toMatchObject({
      messageKey: 'maintenance.not_allowed',
      params: { action: 'update', status: 'in_progress' },
    });
    expect(
      refusal(() =>
        maintenanceLifecycle.step('rate', { from: 'closed', actor: client, subject: { rating: 4 } }),
      ),
    ).toMatchObject({ messageKey: 'maintenance.already_rated', params: {} });
    expect(
      refusal(() =>
        maintenanceLifecycle.step('rate', { from: 'open', actor: client, subject: { rating: 4 } }),
      ),
    ).toMatchObject({ messageKey: 'maintenance.not_allowed', params: { action: 'rate', status: 'open' } });
  });

  it('keeps status changes to staff with crm.maintenance-requests.manage', () => {
    const context = { from: 'open', subject: unrated };
    expect(maintenanceLifecycle.can('start', { ...context, actor: client })).toBe(false);
    expect(refusal(() => maintenanceLifecycle.step('start', { ...context, actor: client }))).toEqual(
      new ForbiddenError(),
    );
    expect(
      maintenanceLifecycle.can('start', {
        ...context,
        actor: { kind: 'staff', id: 2, abilities: ['crm.maintenance-requests.manage'] },
      }),
    ).toBe(true);
  });

  it('is the table in the README', () => {
    const [readme, table] = readmeTable('shared/domain/maintenance/README.md', maintenanceLifecycle);
    expect(readme).toContain(table);
  });
});
