import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { SMOKE_ROLE } from '../../../infra/first-deploy/smoke-user-step';
import { smokeAbilitiesOf } from '../../../infra/smoke/smoke-routes';
import { abilitiesFor } from '../../../shared/auth/abilities';

describe('the smoke role', () => {
  it('grants exactly the abilities of the smoke test: one read per staff API, and signing out', () => {
    const expected = smokeAbilitiesOf(resourceModules).sort();
    expect(
      abilitiesFor([SMOKE_ROLE]).sort(),
      `set roleAbilities.${SMOKE_ROLE} in shared/auth/abilities.ts to ${JSON.stringify(expected)}`,
    ).toEqual(expected);
  });
});
