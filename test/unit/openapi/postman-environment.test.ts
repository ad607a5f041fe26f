import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { postmanBaseUrl } from '../../../infra/openapi/postman';

const script = resolve('infra/openapi/postman.ts');
const tsx = resolve('node_modules/.bin/tsx');
const directories: string[] = [];

/**
 * Runs `npm run postman` (with `args`) in a fresh directory, as if `npm start` had written
 * `runningStack`: once, end to end; the order of the address's sources is tested on the function.
 */
async function environmentWritten(options: {
  args?: string[];
  env?: NodeJS.ProcessEnv;
  runningStack?: object;
}) {
  const cwd = mkdtempSync(join(tmpdir(), 'postman-'));
  directories.push(cwd);
  if (options.runningStack)
    writeFileSync(join(cwd, '.local-stack.json'), JSON.stringify(options.runningStack));
  await promisify(execFile)(tsx, [script, ...(options.args ?? [])], {
    cwd,
    env: { ...process.env, PORT: '', ...options.env },
  });
  const environment = JSON.parse(
    readFileSync(join(cwd, 'build/postman/local.postman_environment.json'), 'utf8'),
  );
  return Object.fromEntries(
    (environment.values as Array<{ key: string; value: string }>).map(({ key, value }) => [key, value]),
  );
}

describe('npm run postman', () => {
  afterAll(() => {
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  });

  it('points the environment at the running npm start, wherever it listens', async () => {
    const values = await environmentWritten({ runningStack: { BASE_URL: 'http://127.0.0.1:41234/api/v1' } });
    expect(values.base_url).toBe('http://127.0.0.1:41234/api/v1');
    expect(values.system_user_url).toBe('http://127.0.0.1:41234/api/v1/system-user');
  }, 30_000);

  it('takes --base-url over the running stack and PORT', () => {
    const running = join(mkdtempSync(join(tmpdir(), 'postman-')), '.local-stack.json');
    directories.push(dirname(running));
    writeFileSync(running, JSON.stringify({ BASE_URL: 'http://127.0.0.1:41234/api/v1' }));
    const args = ['--base-url', 'https://api.example.com/api/v1/'];
    expect(postmanBaseUrl(args, { PORT: '4100' }, running).baseUrl).toBe('https://api.example.com/api/v1');
    expect(postmanBaseUrl([], { PORT: '4100' }, running).baseUrl).toBe('http://127.0.0.1:41234/api/v1');
  });

  it('falls back to PORT, then to port 3000', () => {
    const none = join(tmpdir(), 'no-such-stack.json');
    expect(postmanBaseUrl([], { PORT: '4100' }, none).baseUrl).toBe('http://127.0.0.1:4100/api/v1');
    expect(postmanBaseUrl([], {}, none).baseUrl).toBe('http://127.0.0.1:3000/api/v1');
  });
});
