import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * shared/domain writes through shared/db's transaction builder and typed conditions, never raw
 * DynamoDB expressions: a GritQL plugin of Biome (infra/lint/no-raw-expressions.grit, enabled for
 * shared/domain in biome.json) holds it. Each case lints a probe file in the guarded folder, so a
 * change of the configuration cannot switch the rule off unnoticed.
 */
const probeName = `lint-probe-raw-${process.pid}.ts`;

function lint(folder: string, source: string) {
  const file = `${folder}/${probeName}`;
  writeFileSync(file, source);
  try {
    const result = spawnSync('node_modules/.bin/biome', ['lint', '--max-diagnostics=50', file], {
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

describe('no raw DynamoDB expressions in shared/domain', () => {
  it.each([
    [
      'an update expression',
      "export const item = { UpdateExpression: 'ADD #holds :one' };\n",
      'No raw DynamoDB expressions',
    ],
    [
      'a condition expression',
      "export const item = { ConditionExpression: 'tries < :max' };\n",
      'No raw DynamoDB expressions',
    ],
    [
      'a query key condition',
      "export const query = { KeyConditionExpression: 'pk = :pk' };\n",
      'No raw DynamoDB expressions',
    ],
    [
      'expression names',
      "export const item = { ExpressionAttributeNames: { '#a': 'a' } };\n",
      'expression names or values',
    ],
    [
      'a condition function in a string',
      "export const guard = 'attribute_not_exists(pk)';\n",
      'condition functions',
    ],
    [
      'a condition function in a template',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's source holds a template literal
      'const name = "#s";\nexport const guard = `${name} = :s AND attribute_exists(pk)`;\n',
      'condition functions',
    ],
  ])('refuses %s', (_case, source, message) => {
    const { status, output } = lint('shared/domain/sales', source);
    expect(status, output).not.toBe(0);
    expect(output).toContain(message);
  });

  it('lets the domain state conditions and changes through the typed helpers', () => {
    const source = [
      "import { when } from '../../db/expressions';",
      "import { transaction } from '../../db/transaction-builder';",
      '',
      "export const tx = transaction('probe', { budget: 2 }).update('agent-holds', { pk: 'A', sk: 'B' }, {",
      '  add: { holds: 1 },',
      "  condition: when.or(when.lacks('holds'), when.lt('holds', 3)),",
      '});',
      '',
    ].join('\n');
    const { status, output } = lint('shared/domain/sales', source);
    expect(status, output).toBe(0);
  });

  it('leaves the expressions to shared/db, which compiles them', () => {
    const { status, output } = lint(
      'shared/db',
      "export const item = { ConditionExpression: 'attribute_not_exists(pk)' };\n",
    );
    expect(status, output).toBe(0);
  });
});
