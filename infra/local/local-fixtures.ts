import type { LocalFixtures } from '../openapi/request-examples';

/**
 * The local fixture of that name (`POST {base_url}/local/<name>`), or undefined: the records of
 * their own the examples make before their request, each declared beside its module (`fixtures` of
 * the module's examples.ts). Read on first use, as reading the examples loads the route table.
 */
export async function localFixture(name: string): Promise<LocalFixtures[string] | undefined> {
  const { localFixtures } = await import('../openapi/module-examples');
  return Object.hasOwn(localFixtures, name) ? localFixtures[name] : undefined;
}
