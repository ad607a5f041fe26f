import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../shared/domain/lifecycle/lifecycle';
import { visitLifecycle } from '../../../../shared/domain/visits/visit-lifecycle';
import { ConflictError, ForbiddenError } from '../../../../shared/errors';
import { readmeTable } from '../lifecycle/readme-table';

const agent: Actor = { kind: 'staff', id: 7, abilities: ['crm.visits.manage'] };
const viewer: Actor = { kind: 'staff', id: 8, abilities: ['crm.visits.view'] };
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
};

describe('visit life cycle', () => {
  it('completes or marks missed a scheduled visit only once its time has come', () => {
    const context = { from: 'scheduled', actor: agent, subject: { started: true } };
    expect(visitLifecycle.stepTo('completed', context)).toMatchObject({
      action: 'complete',
      to: 'completed',
    });
    expect(visitLifecycle.stepTo('no_show', context)).toMatchObject({ action: 'no_show', to: 'no_show' });
    const early = refusal(() =>
      visitLifecycle.stepTo('completed', { ...context, subject: { started: false } }),
    );
    expect(early).toBeInstanceOf(ConflictError);
    expect((early as ConflictError).messageKey).toBe('visits.not_started');
  });

  it('refuses every change of a closed visit with a 409, and staff without the ability with a 403', () => {
    for (const from of ['completed', 'no_show', 'cancelled'])
      for (const action of ['update', 'complete', 'no_show', 'cancel'] as const)
        expect(
          refusal(() => visitLifecycle.step(action, { from, actor: agent, subject: { started: true } })),
          `${action} from ${from}`,
        ).toBeInstanceOf(ConflictError);
    expect(
      refusal(() =>
        visitLifecycle.step('cancel', { from: 'scheduled', actor: viewer, subject: { started: false } }),
      ),
    ).toBeInstanceOf(ForbiddenError);
  });

  it('is the table README.md shows', () => {
    const [readme, table] = readmeTable('shared/domain/visits/README.md', visitLifecycle);
    expect(readme).toContain(table);
  });
});
