import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/development.md are held by Biome's noRestrictedImports (biome.json). Each case writes a
 * file that breaks one rule into the guarded folder, lints it and expects the failure, so a change
 * of the configuration cannot switch a rule off unnoticed. Probes stay out of module folders, which
 * the route table reads.
 */
const probeName = `lint-probe-${process.pid}.ts`;

/**
 * Lints one probe. The layer rules skip the cycle rule, whose project scan costs seconds a lint;
 * the cycle case runs that rule alone.
 */
function lint(folder: string, source: string, rules = '--skip=suspicious/noImportCycles') {
  const file = `${folder}/${probeName}`;
  writeFileSync(file, source);
  try {
    const result = spawnSync('node_modules/.bin/biome', ['lint', rules, '--max-diagnostics=50', file], {
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

const importing = (specifier: string) =>
  `import * as probe from '${specifier}';\n\nexport const used = probe;\n`;

describe('layers enforced by the linter', () => {
  it.each([
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
  ])('refuses an import that breaks the layers of %s (%s -> %s)', (_layer, folder, specifier, message) => {
    const { status, output } = lint(folder, importing(specifier));
    expect(status, output).not.toBe(0);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain(message);
  });

  it.each([
    ['functions/client', '../../shared/domain/clients/show-client'],
    ['shared/domain/clients', '../../db/entity-store'],
    ['shared/db', '../errors'],
  ])('lets %s import %s', (folder, specifier) => {
    const { status, output } = lint(folder, importing(specifier));
    expect(status, output).toBe(0);
  });

  it('refuses an import cycle (noImportCycles): two files importing each other', () => {
    const other = `lint-probe-${process.pid}-b.ts`;
    writeFileSync(
      `shared/domain/${other}`,
      `import { used } from './${probeName.replace(/\.ts$/, '')}';\n\nexport const back = used;\n`,
    );
    try {
      const { status, output } = lint(
        'shared/domain',
        importing(`./${other.replace(/\.ts$/, '')}`),
        '--only=suspicious/noImportCycles',
      );
      expect(status, output).not.toBe(0);
      expect(output).toContain('lint/suspicious/noImportCycles');
    } finally {
      rmSync(`shared/domain/${other}`, { force: true });
    }
  });

  it('keeps the full zod API out of the bundled layers', () => {
    const { status, output } = lint('shared/domain', importing('zod'));
    expect(status, output).not.toBe(0);
    expect(output).toContain("uses 'zod/mini'");
  });
});
