import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl, keyHeaders } from '../../support/http';

/** A GET through the local gateway with any headers, Host included (fetch would not send a forged Host). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  return new Promise((done, fail) => {
    const req = request(url, { method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

const forged = {
  Host: 'evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'javascript',
  'X-Forwarded-Port': '6666',
  Forwarded: 'for=1.2.3.4;host=evil.example;proto=javascript',
};

/** Every address of a list answer: `links`, `meta.path` and `meta.links`. */
function addressesOf(body: any): string[] {
  const { links, meta } = body.response;
  return [
    ...Object.values(links),
    meta.path,
    ...meta.links.map((link: { url: string | null }) => link.url),
  ].filter((url): url is string => typeof url === 'string');
}

describe('public addresses come from configuration, never from request headers', () => {
  it.each([
    ['/system/clients?page=2', '/system/clients'],
    ['/system/projects/1/units', '/system/projects/1/units'],
  ])(
    'answers %s with the same links and meta whatever Host and forwarding headers say',
    async (query, path) => {
      const honest = await rawGet(`${baseUrl}${query}`, keyHeaders());
      const lying = await rawGet(`${baseUrl}${query}`, keyHeaders(forged));
      expect(honest.status).toBe(200);
      expect(lying.status).toBe(200);
      expect(lying.body.response.links).toEqual(honest.body.response.links);
      expect(lying.body.response.meta).toEqual(honest.body.response.meta);
      expect(lying.body.response.meta.path).toBe(`${baseUrl}${path}`);
      for (const url of addressesOf(lying.body)) {
        expect(url.startsWith(`${baseUrl}${path}?page=`) || url === `${baseUrl}${path}`, url).toBe(true);
        expect(url).not.toContain('evil');
        expect(url).not.toContain('javascript');
      }
    },
  );

  it("serves the OpenAPI document with the gateway's own address whatever the Host header says", async () => {
    const document = await rawGet(`${baseUrl}/openapi.json`, { Host: 'evil.example' });
    expect(document.status).toBe(200);
    const text = JSON.stringify(document.body);
    expect(text).not.toContain('evil.example');
    expect(text).toContain(baseUrl);
  });
});
