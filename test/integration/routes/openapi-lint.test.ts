import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../../support/http';

const run = promisify(execFile);

/** A CLI's standard output, whatever its exit code (both linters exit 1 when they find something). */
async function outputOf(command: string, args: string[]): Promise<string> {
  try {
    return (
      await run(command, args, {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      })
    ).stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    if (!stdout) throw new Error(`${command} failed: ${stderr}`);
    return stdout;
  }
}

let documentFile: string;

// The document the local stack serves, linted as a partner's tooling would see it. Every finding,
// warnings included, fails: a rule the project accepts is turned off with its reason in
// .spectral.yaml or redocly.yaml.
beforeAll(async () => {
  const response = await fetch(`${baseUrl}/openapi.json`);
  expect(response.status).toBe(200);
  documentFile = join(mkdtempSync(join(tmpdir(), 'openapi-lint-')), 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(await response.json(), null, 2));
});

describe('the served OpenAPI document lints clean', () => {
  it('with Spectral (spectral:oas, .spectral.yaml)', { timeout: 120_000 }, async () => {
    const output = await outputOf('node_modules/.bin/spectral', [
      'lint',
      documentFile,
      '--ruleset',
      '.spectral.yaml',
      '--format',
      'json',
      '--quiet',
    ]);
    const findings = (JSON.parse(output) as Array<{ code: string; message: string; path: string[] }>).map(
      (finding) => `${finding.code} at ${finding.path.join('.')}: ${finding.message}`,
    );
    expect(findings).toEqual([]);
  });

  it('with Redocly (recommended, redocly.yaml)', { timeout: 120_000 }, async () => {
    const output = await outputOf('node_modules/.bin/redocly', [
      'lint',
      documentFile,
      '--config',
      'redocly.yaml',
      '--format',
      'json',
      '--max-problems',
      '1000',
    ]);
    const report = JSON.parse(output) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const findings = report.problems.map(
      (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(findings).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
