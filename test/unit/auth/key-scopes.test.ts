import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { keyHasScope } from '../../../shared/auth/api-keys';
import { requiredScope } from '../../../shared/http/route';

/** The scopes partner keys are issued with: a surface each, and the listing integrations' group. */
const scopes = ['client', 'system', 'system-user', 'integrations:listing'];

// The gateway and the function both let a key through when `keyHasScope(key, requiredScope(module))`:
// the whole matrix (every module, every key) is held here; the route sweep sends each route one key
// with its scope and one without, which shows each route reaches that rule.
describe('key scopes: a partner key reaches only the surfaces and groups it holds', () => {
  it.each(resourceModules.map((module) => [`${module.surface} ${module.resource}`, module] as const))(
    '%s needs one of the issued scopes, and passes only the key holding it',
    (_, module) => {
      const needed = requiredScope(module);
      expect(scopes).toContain(needed);
      for (const scope of scopes)
        expect(keyHasScope({ name: scope, scopes: [scope], enabled: true }, needed), scope).toBe(
          scope === needed,
        );
    },
  );

  it('lets no disabled key through, and a key holding every scope (`*`) through everywhere', () => {
    for (const module of resourceModules) {
      const needed = requiredScope(module);
      expect(keyHasScope({ name: 'off', scopes: [needed], enabled: false }, needed)).toBe(false);
      expect(keyHasScope({ name: 'all', scopes: ['*'], enabled: true }, needed)).toBe(true);
    }
  });
});
