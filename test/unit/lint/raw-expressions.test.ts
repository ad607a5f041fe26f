import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * shared/domain writes through shared/db's transaction builder and typed conditions, never raw
 * DynamoDB expressions: a GritQL plugin of Biome (infra/lint/no-raw-expressions.grit, enabled for
 * shared/domain in biome.json) holds it. Each case is a probe file in the guarded folder (all linted
 * by one run of Biome), so a change of the configuration cannot switch the rule off unnoticed.
 */
const cases = {
  refused: [
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
  ],
  typedHelpers: [
    "import { when } from '../../db/expressions';",
    "import { transaction } from '../../db/transaction-builder';",
    '',
    "export const tx = transaction('probe', { budget: 2 }).update('agent-holds', { pk: 'A', sk: 'B' }, {",
    '  add: { holds: 1 },',
    "  condition: when.or(when.lacks('holds'), when.lt('holds', 3)),",
    '});',
    '',
  ].join('\n'),
  insideSharedDb: "export const item = { ConditionExpression: 'attribute_not_exists(pk)' };\n",
} as const;

/** The probe files, linted by one run of Biome (each run costs seconds): what it said of each. */
const probeFiles = [
  ...cases.refused.map(([, source], index) => ({ file: `shared/domain/sales/${probe(index)}`, source })),
  { file: `shared/domain/sales/${probe('typed')}`, source: cases.typedHelpers },
  { file: `shared/db/${probe('db')}`, source: cases.insideSharedDb },
];
const said = new Map<string, string>();
/** What Biome said of the probe at `index` of `probeFiles`, or 'no diagnostic'. */
const saidOf = (index: number) => said.get(probeFiles[index]?.file ?? '') ?? 'no diagnostic';

function probe(name: string | number) {
  return `lint-probe-raw-${process.pid}-${name}.ts`;
}

/** Splits Biome's output into what it said of each file (a diagnostic starts with the file's path). */
function readDiagnostics(output: string) {
  let current = '';
  for (const line of output.split('\n')) {
    const file = probeFiles.find((probeFile) => line.startsWith(`${probeFile.file}:`));
    if (file) current = file.file;
    else if (/^\S/.test(line)) current = '';
    if (current) said.set(current, `${said.get(current) ?? ''}${line}\n`);
  }
}

beforeAll(() => {
  for (const { file, source } of probeFiles) writeFileSync(file, source);
  try {
    const files = probeFiles.map(({ file }) => file);
    const result = spawnSync('node_modules/.bin/biome', ['lint', '--max-diagnostics=200', ...files], {
      encoding: 'utf8',
    });
    readDiagnostics(`${result.stdout}${result.stderr}`);
  } finally {
    for (const { file } of probeFiles) rmSync(file, { force: true });
  }
});

describe('no raw DynamoDB expressions in shared/domain', () => {
  it.each(cases.refused.map(([name, , message], index) => [name, index, message] as const))(
    'refuses %s',
    (_case, index, message) => {
      expect(saidOf(index)).toContain(message);
    },
  );

  it('lets the domain state conditions and changes through the typed helpers', () => {
    expect(saidOf(cases.refused.length)).toBe('no diagnostic');
  });

  it('leaves the expressions to shared/db, which compiles them', () => {
    expect(saidOf(cases.refused.length + 1)).toBe('no diagnostic');
  });
});
