import '../../support/local-env';
// Its own DynamoDB Local (before anything makes a client): in a full run every write on the shared one
// reads through the stream records of every file before it, and this file took 234 s against 41 s alone.
import '../../support/own-dynamo';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationsById, resourceModules } from '../../../functions/route-table';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { surfaceMount } from '../../../shared/http/route';
import { baseUrl, demo, keyHeaders, systemUserUrl } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';

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

// The demo data copied to that process, behind a gateway of this file's own.
const { call } = useOwnStack();

/** The demo accounts the sessions are issued to, found by signing in once. */
const accounts = { client: { id: 0 }, staff: { id: 0, abilities: [] as string[] } };
beforeAll(async () => {
  const client = await call(`${baseUrl}/client/login`, {
    headers: keyHeaders(),
    form: { email_or_phone: demo.clientEmail, password: demo.password },
  });
  const staff = await call(`${systemUserUrl}/login`, {
    headers: keyHeaders(),
    form: { email_or_phone: demo.staffEmail, password: demo.password },
  });
  accounts.client.id = client.body.data.client.id;
  accounts.staff = { id: staff.body.data.user.id, abilities: staff.body.data.user.abilities };
});

const routes = resourceModules.flatMap((module) => module.routes.map((route) => ({ module, route })));

describe('fuzzing every route from its schema', () => {
  it.each(
    routes.map(
      ({ module, route }) => [`${route.method} ${module.surface} ${route.path}`, module, route] as const,
    ),
  )(
    '%s never answers 5xx and always answers JSON of a documented shape',
    async (_, module, route) => {
      // Each route gets fresh sessions (a logout or a switch must not end the next route's), issued
      // straight to the demo accounts: a password sign-in per route cost a scrypt hash each.
      // A password change is fuzzed on another client's session: the demo client's password stays.
      const client = (
        await issueAccessToken(
          'client',
          route.operationId === 'clientResetPassword' ? 1 : accounts.client.id,
          ['client'],
        )
      ).plainText;
      // Wrong passwords on delete-account would lock the demo staff account: fuzzed on the seeded
      // developer account instead (no password: it can never be deleted by a guess).
      const staff =
        route.operationId === 'staffDeleteAccount'
          ? (await issueAccessToken('user', 4, ['*'])).plainText
          : (await issueAccessToken('user', accounts.staff.id, accounts.staff.abilities)).plainText;
      const tokens = { client, staff };
      // Writes only touch fixtures of their own: ids far beyond the demo data, or random.
      const idArbitrary = fc.oneof(
        // never the id of a demo record: a DELETE would remove what other tests read
        nasty.map((value) => value.slice(0, 300)).filter((value) => !/^\s*\+?0*\d{1,6}\s*$/.test(value)),
        fc.integer({ min: 1_000_000, max: 2_000_000 }).map(String),
      );
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
            const path = route.path.replace(/\{(\w+)\}/g, () =>
              encodeURIComponent(id).replaceAll('%2F', '/'),
            );
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
            const response = await call(url, {
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
        // A fixed seed keeps CI repeatable; FUZZ_SEED=random explores new inputs (the failures it finds get fixed).
        {
          numRuns: 15,
          ...(process.env.FUZZ_SEED === 'random' ? {} : { seed: Number(process.env.FUZZ_SEED ?? 20261121) }),
        },
      );
    },
    60_000,
  );
});

describe('hostile bodies', () => {
  const login = `${baseUrl}/client/login`;
  const cases: Array<[string, Record<string, string>, string | Buffer]> = [
    [
      'a multipart body cut short',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="email_or_phone"\r\n\r\nabc',
    ],
    [
      'a boundary that never appears',
      { 'content-type': 'multipart/form-data; boundary=nope' },
      '--other\r\n\r\n--other--',
    ],
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, 'anything'],
    [
      'parts without names',
      { 'content-type': 'multipart/form-data; boundary=b' },
      '--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--\r\n',
    ],
    ['a JSON array', { 'content-type': 'application/json' }, '[1,2,3]'],
    [
      'JSON with huge numbers and nesting',
      { 'content-type': 'application/json' },
      '{"email_or_phone":1e999,"password":{"a":[[[[[[1]]]]]]}}',
    ],
    ['XML', { 'content-type': 'application/xml' }, '<login><email>a</email></login>'],
    [
      'a content type with odd case and spacing',
      { 'content-type': 'MULTIPART/FORM-DATA ;  BOUNDARY=zz' },
      '--zz\r\nContent-Disposition: form-data; name="password"\r\n\r\nx\r\n--zz--\r\n',
    ],
    [
      'invalid UTF-8',
      { 'content-type': 'application/x-www-form-urlencoded' },
      Buffer.from([0x65, 0x3d, 0xff, 0xfe, 0x26]),
    ],
  ];
  it.each(cases)('answers %s with a JSON 4xx', async (_, headers, body) => {
    const response = await call(login, { headers: keyHeaders(headers), body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof response.body.message).toBe('string');
  });

  it('answers a path id that is a lone percent sign (once a gateway crash) with a JSON 404', async () => {
    const response = await call(`${baseUrl}/system/purchase-orders/%25`, { headers: keyHeaders() });
    expect(response.status).toBe(404);
    const malformed = await call(`${baseUrl}/system/purchase-orders/%E0%A4%A`, { headers: keyHeaders() });
    expect(malformed.status).toBe(404);
  });

  it('answers an over-long URL with the gateway 414, as API Gateway does', async () => {
    const response = await fetch(`${baseUrl}/system/units?search=${'x'.repeat(9000)}`, {
      headers: keyHeaders(),
    });
    expect(response.status).toBe(414);
    expect(await response.json()).toEqual({ message: 'Request-URI Too Long' });
  });

  it('refuses more file parts than any route takes, and a body over 10 MB', async () => {
    const form = new FormData();
    form.append('comment', 'many files');
    for (let i = 0; i < 60; i++) form.append('attachments[]', new File(['x'], `${i}.txt`));
    const token = (await issueAccessToken('client', accounts.client.id, ['client'])).plainText;
    const many = await call(`${baseUrl}/client/maintenance-request/1/add-comment`, {
      headers: keyHeaders({ Authorization: `Bearer ${token}` }),
      body: form,
    });
    expect(many.status).toBe(422);
    const huge = await call(login, {
      headers: keyHeaders({ 'content-type': 'application/json' }),
      body: `{"a":"${'x'.repeat(10 * 1024 * 1024)}"}`,
    });
    expect(huge.status).toBe(413);
  });
});
