import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers of docs/development.md are held by Biome's noRestrictedImports (biome.json). Each case writes a
 * file that breaks one rule into the guarded folder and expects the linter to refuse it, so a change
 * of the configuration cannot switch a rule off unnoticed. Probes stay out of module folders, which
 * the route table reads. The probes are linted in a project of their own (this repository's
 * biome.json, .gitignore and lint plugins, the probes at the paths they name): nothing is written
 * into the tree, and the cycle rule scans two files, not the whole repository (9 s). The layer probes
 * are linted in one Biome run without the cycle rule; the cycle case runs that rule alone.
 */
interface Probe {
  folder: string;
  specifier: string;
}

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

const importing = (specifier: string) =>
  `import * as probe from '${specifier}';\n\nexport const used = probe;\n`;

const refused: Array<[layer: string, folder: string, specifier: string, message: string]> = [
  ['functions', 'functions/client', '../../shared/db/entity-store', 'Handlers do not touch the table'],
  ['functions', 'functions/system', '@aws-sdk/lib-dynamodb', 'Handlers do not touch the table'],
  ['shared/domain', 'shared/domain/clients', '../../http/errors', 'know nothing of HTTP'],
  ['shared/domain', 'shared/domain', '../http/pagination', 'know nothing of HTTP'],
  ['shared/db', 'shared/db', '../http/errors', 'know nothing of HTTP'],
  ['shared/db', 'shared/db', '../domain/clients/clients', 'shared/db lies below the domain'],
  ['shared/files', 'shared/files', '../http/multipart', 'know nothing of HTTP'],
  [
    'shared/notifications',
    'shared/notifications',
    '../domain/notifications/push-devices',
    'transport lies below the domain',
  ],
  ['shared/domain (zod)', 'shared/domain', 'zod', "uses 'zod/mini'"],
];

const allowed: Array<[folder: string, specifier: string]> = [
  ['functions/client', '../../shared/domain/clients/show-client'],
  ['shared/domain/clients', '../../db/entity-store'],
  ['shared/db', '../errors'],
];

const probes: Probe[] = [
  ...refused.map(([, folder, specifier]) => ({ folder, specifier })),
  ...allowed.map(([folder, specifier]) => ({ folder, specifier })),
];
const fileOf = (probe: Probe) => `${probe.folder}/lint-probe-${probes.indexOf(probe)}.ts`;

const root = resolve(import.meta.dirname, '../../..');
let project: string;

function writeProbe(file: string, source: string): void {
  mkdirSync(dirname(join(project, file)), { recursive: true });
  writeFileSync(join(project, file), source);
}

/** Runs Biome's linter over `files` of the probe project and answers its exit status and diagnostics. */
function lint(files: string[], rules: string) {
  const result = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    ['lint', rules, '--reporter=json', '--max-diagnostics=200', ...files],
    { cwd: project, encoding: 'utf8' },
  );
  const report = JSON.parse(result.stdout || '{"diagnostics":[]}') as { diagnostics: Diagnostic[] };
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    diagnostics: report.diagnostics,
  };
}

let run: ReturnType<typeof lint>;
const diagnosticsOf = (probe: Probe) =>
  run.diagnostics.filter((diagnostic) => diagnostic.location.path === fileOf(probe));

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'lint-probes-'));
  for (const file of ['biome.json', '.gitignore', 'infra/lint']) {
    cpSync(join(root, file), join(project, file), { recursive: true });
  }
  // The configuration reads the ignore file through git (vcs.useIgnoreFile).
  mkdirSync(join(project, '.git'));
  for (const probe of probes) writeProbe(fileOf(probe), importing(probe.specifier));
  run = lint(probes.map(fileOf), '--skip=suspicious/noImportCycles');
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('layers enforced by the linter', () => {
  it('ran the linter over the probes', () => {
    expect(run.status, run.output).not.toBe(0);
  });

  it.each(
    refused.map(
      ([layer, folder, specifier, message], index) => [layer, folder, specifier, message, index] as const,
    ),
  )(
    'refuses an import that breaks the layers of %s (%s -> %s)',
    (_layer, _folder, _specifier, message, index) => {
      const found = diagnosticsOf(probes[index] as Probe);
      expect(found.map((diagnostic) => diagnostic.category)).toContain('lint/style/noRestrictedImports');
      expect(found.map((diagnostic) => diagnostic.message).join('\n')).toContain(message);
    },
  );

  it.each(allowed.map(([folder, specifier], index) => [folder, specifier, refused.length + index] as const))(
    'lets %s import %s',
    (_folder, _specifier, index) => {
      expect(diagnosticsOf(probes[index] as Probe), run.output).toEqual([]);
    },
  );

  it('refuses an import cycle (noImportCycles): two files importing each other', () => {
    writeProbe('shared/domain/cycle-a.ts', importing('./cycle-b'));
    writeProbe('shared/domain/cycle-b.ts', importing('./cycle-a'));
    const { status, output, diagnostics } = lint(
      ['shared/domain/cycle-a.ts'],
      '--only=suspicious/noImportCycles',
    );
    expect(status, output).not.toBe(0);
    expect(diagnostics.map((diagnostic) => diagnostic.category)).toContain('lint/suspicious/noImportCycles');
  });
});
