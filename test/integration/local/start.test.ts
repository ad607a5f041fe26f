import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/**
 * Runs `npm start`'s program (tsx infra/local/start.ts) on a free port, in a directory of its own
 * (it writes .local-stack.json there), until it prints its banner; then stops it with Ctrl-C.
 */
async function startBanner(): Promise<{ banner: string; stop: () => Promise<number | null> }> {
  const cwd = mkdtempSync(join(tmpdir(), 'real-estate-start-'));
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'infra/local/start.ts'), '--port', '0', '--quiet'],
    {
      cwd,
      env: { ...process.env, LOG_LEVEL: 'SILENT' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stopped = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let output = '';
  const banner = await new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Press Ctrl-C to stop.')) done(output);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    void stopped.then((code) => fail(new Error(`npm start exited (${code}) before its banner:\n${output}`)));
  });
  expect(existsSync(join(cwd, '.local-stack.json'))).toBe(true);
  return {
    banner,
    stop: () => {
      child.kill('SIGINT');
      return stopped;
    },
  };
}

describe('npm start', () => {
  it('prints base_url, the Swagger UI and OpenAPI document addresses, and each answers', async () => {
    const { banner, stop } = await startBanner();
    try {
      const baseUrl = banner.match(/base_url:\s+(http:\/\/127\.0\.0\.1:\d+\/api\/v1)\n/)?.[1];
      expect(baseUrl, banner).toBeDefined();
      const docs = banner.match(/API docs \(Swagger\):\s+(\S+)/)?.[1];
      const document = banner.match(/OpenAPI document:\s+(\S+)/)?.[1];
      expect(docs).toBe(`${baseUrl}/docs`);
      expect(document).toBe(`${baseUrl}/openapi.json`);

      const page = await fetch(docs as string);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('swagger-ui');
      const served = await fetch(document as string);
      expect(served.status).toBe(200);
      expect(((await served.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    } finally {
      expect(await stop()).toBe(0);
    }
  }, 180_000);
});
