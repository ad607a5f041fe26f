import fc from 'fast-check';
import { expect } from 'vitest';
import { operationsById } from '../../functions/route-table';
import { issueAccessToken } from '../../shared/auth/access-tokens';
import { type ResourceModule, type Route, surfaceMount } from '../../shared/http/route';
import { baseUrl, type call, demo, keyHeaders, systemUserUrl } from './http';

/** Values a careless or hostile client sends. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
    '${7*7}{{7*7}}',
    '../../../../etc/passwd',
    '{"$ne":null}',
    'null',
    'undefined',
    '\u0000\u0007\u001b',
    'حقل عربي ١٢٣',
    '𝕏💥👩‍👩‍👧',
    '-1',
    '0',
    '1e309',
    '99999999999999999999999999',
    '9007199254740993',
    '   ',
    '',
  ),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.integer({ min: 1, max: 12000 }).map((n) => 'x'.repeat(n)),
);

/** The field names an operation reads (query and body), and a few it does not. */
function fieldNames(operationId: string, part: 'query' | 'body'): string[] {
  const schema = operationsById[operationId]?.spec[part] as { shape?: Record<string, unknown> } | undefined;
  return [...Object.keys(schema?.shape ?? {}), 'unexpected_field', 'page', '__proto__'];
}

// Writes only touch fixtures of their own: ids far beyond the demo data, or random.
const idArbitrary = fc.oneof(
  // never the id of a demo record: a DELETE would remove what other tests read
  nasty.map((value) => value.slice(0, 300)).filter((value) => !/^\s*\+?0*\d{1,6}\s*$/.test(value)),
  fc.integer({ min: 1_000_000, max: 2_000_000 }).map(String),
);

/**
 * Sends `runs` generated requests to one route (odd ids, query and body fields, languages, bearer
 * tokens and encodings) and holds that it never answers 5xx and always answers JSON of a documented
 * shape. A fixed seed keeps CI repeatable (the route sweep and the deep fuzz start from the same
 * one); FUZZ_SEED=random explores new inputs (the failures it finds get fixed).
 */
export async function fuzzRoute(
  send: typeof call,
  module: ResourceModule,
  route: Route,
  tokens: { client: string; staff: string },
  runs: number,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        path: fc.dictionary(fc.constant('id'), idArbitrary),
        query: fc.dictionary(fc.constantFrom(...fieldNames(route.operationId, 'query')), nasty, {
          maxKeys: 4,
        }),
        body: fc.dictionary(fc.constantFrom(...fieldNames(route.operationId, 'body')), nasty, {
          maxKeys: 5,
        }),
        language: fc.constantFrom('en', 'ar', 'ar-SA,ar;q=0.9', 'xx', '*', ''),
        // Header values must be printable (an HTTP client refuses control characters itself).
        bearer: fc.oneof(
          fc.constant('valid'),
          nasty.filter((value) => /^[\x20-\x7e]*$/.test(value)),
        ),
        encoding: fc.constantFrom('multipart', 'json', 'urlencoded', 'none'),
      }),
      async (input) => {
        const id = input.path.id ?? '1999999';
        const path = route.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(id).replaceAll('%2F', '/'));
        const query = new URLSearchParams(input.query).toString();
        const url = `${baseUrl}/${surfaceMount[module.surface]}${path}${query ? `?${query}` : ''}`;
        const token = route.access.kind === 'client' ? tokens.client : tokens.staff;
        const headers = keyHeaders({
          'Accept-Language': input.language,
          ...(route.access.kind === 'keys'
            ? {}
            : { Authorization: `Bearer ${input.bearer === 'valid' ? token : input.bearer}` }),
        });
        let body: string | FormData | undefined;
        if (route.method !== 'GET' && input.encoding === 'multipart') {
          const form = new FormData();
          for (const [name, value] of Object.entries(input.body)) form.append(name, value);
          body = form;
        } else if (route.method !== 'GET' && input.encoding === 'json') {
          body = JSON.stringify(input.body);
          headers['content-type'] = 'application/json';
        } else if (route.method !== 'GET' && input.encoding === 'urlencoded') {
          body = new URLSearchParams(input.body).toString();
          headers['content-type'] = 'application/x-www-form-urlencoded';
        }
        const response = await send(url, {
          method: route.method,
          headers,
          ...(body !== undefined ? { body } : {}),
        });
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        expect(typeof response.body).toBe('object');
        if (response.status >= 400) expect(typeof response.body.message).toBe('string');
        if (response.status === 422) {
          for (const messages of Object.values(response.body.errors as Record<string, unknown>)) {
            expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string')).toBe(true);
          }
        }
        if (response.status < 300) expect(response.body.status).toBe('true');
      },
    ),
    {
      numRuns: runs,
      ...(process.env.FUZZ_SEED === 'random' ? {} : { seed: Number(process.env.FUZZ_SEED ?? 20261121) }),
    },
  );
}

/** The demo accounts the fuzzed sessions are issued to. */
export interface FuzzAccounts {
  client: { id: number };
  staff: { id: number; abilities: string[] };
}

/** Finds the demo accounts by signing in once (a password sign-in per route cost a scrypt hash each). */
export async function demoAccounts(send: typeof call): Promise<FuzzAccounts> {
  const client = await send(`${baseUrl}/client/login`, {
    headers: keyHeaders(),
    form: { email_or_phone: demo.clientEmail, password: demo.password },
  });
  const staff = await send(`${systemUserUrl}/login`, {
    headers: keyHeaders(),
    form: { email_or_phone: demo.staffEmail, password: demo.password },
  });
  return {
    client: { id: client.body.data.client.id },
    staff: { id: staff.body.data.user.id, abilities: staff.body.data.user.abilities },
  };
}

/**
 * Fresh sessions for one route's fuzzing (a logout or a switch must not end the next route's),
 * issued straight to the demo accounts.
 */
export async function fuzzTokens(route: Route, accounts: FuzzAccounts) {
  // A password change is fuzzed on another client's session: the demo client's password stays.
  const clientId = route.operationId === 'clientResetPassword' ? 1 : accounts.client.id;
  const client = (await issueAccessToken('client', clientId, ['client'])).plainText;
  // Wrong passwords on delete-account would lock the demo staff account: fuzzed on the seeded
  // developer account instead (no password: it can never be deleted by a guess).
  const staff =
    route.operationId === 'staffDeleteAccount'
      ? (await issueAccessToken('user', 4, ['*'])).plainText
      : (await issueAccessToken('user', accounts.staff.id, accounts.staff.abilities)).plainText;
  return { client, staff };
}
