import { describe, expect, it } from 'vitest';
import { baseUrl, call, keyHeaders, loginAs } from '../../support/http';

// Bodies no schema-driven fuzz produces: each answered by the gateway or the body parser, before any
// data is read, so they run on the shared stack (they were part of the fuzz file, now in `npm run
// test:deep`; the route sweep sends a few fuzzed requests per route).
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
    const token = await loginAs('client');
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
