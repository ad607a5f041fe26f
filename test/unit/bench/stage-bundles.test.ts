import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stageBundles } from '../../bench/cold-start';

/**
 * The cold-start bench reads the synthesized stage's function bundles. Once the stage moved its
 * templates into `assembly-dev/`, it found none and printed `worst -Infinityx`: these assemblies,
 * laid out as `cdk synth` lays out a stage, hold it to finding each function, and to failing on none.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function assembly(functions: Array<{ template: string; id: string; asset: string }>): string {
  const out = mkdtempSync(join(tmpdir(), 'stage-bundles-'));
  dirs.push(out);
  mkdirSync(join(out, 'assembly-dev'));
  const templates = new Map<string, Record<string, unknown>>();
  for (const { template, id, asset } of functions) {
    mkdirSync(join(out, asset), { recursive: true });
    writeFileSync(join(out, asset, 'index.mjs'), 'export const handler = () => {};\n');
    templates.set(template, {
      ...templates.get(template),
      [id]: { Type: 'AWS::Lambda::Function', Metadata: { 'aws:asset:path': `../${asset}` } },
      [`${id}Logs`]: { Type: 'AWS::Logs::LogGroup' },
    });
  }
  for (const [template, resources] of templates)
    writeFileSync(join(out, 'assembly-dev', template), JSON.stringify({ Resources: resources }));
  return out;
}

describe('the cold-start bench finds the stage bundles', () => {
  it('names each function of the nested API stacks and of the stage stack', () => {
    const out = assembly([
      {
        template: 'devRealEstateApidevclientApiCA84A160.nested.template.json',
        id: 'AuthFunction1A2B3C4D',
        asset: 'asset.a',
      },
      {
        template: 'devRealEstateApidevsystemUserCrmApi3428934D.nested.template.json',
        id: 'ClientsFunction5E6F7A8B',
        asset: 'asset.b',
      },
      {
        template: 'devRealEstateApidev919F3066.template.json',
        id: 'NotifierFunction9C0D1E2F',
        asset: 'asset.c',
      },
      {
        template: 'devRealEstateApidev919F3066.template.json',
        id: 'PrintRendererFunction3A4B5C6D',
        asset: 'asset.d',
      },
    ]);
    expect(stageBundles(out)).toEqual([
      { name: 'Notifier', file: join(out, 'assembly-dev', '../asset.c', 'index.mjs'), environment: {} },
      { name: 'PrintRenderer', file: join(out, 'assembly-dev', '../asset.d', 'index.mjs'), environment: {} },
      { name: 'client/Auth', file: join(out, 'assembly-dev', '../asset.a', 'index.mjs'), environment: {} },
      {
        name: 'systemUserCrm/Clients',
        file: join(out, 'assembly-dev', '../asset.b', 'index.mjs'),
        environment: {},
      },
    ]);
  });

  it('fails when it finds no function bundle, rather than measuring nothing', () => {
    const out = mkdtempSync(join(tmpdir(), 'stage-bundles-'));
    dirs.push(out);
    writeFileSync(join(out, 'devRealEstateApidev919F3066.template.json'), JSON.stringify({ Resources: {} }));
    expect(() => stageBundles(out)).toThrow(/No function bundle found/);
  });
});
