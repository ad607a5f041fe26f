import { describe, expect, it } from 'vitest';
import { baseUrl, keyHeaders, systemUserUrl } from '../../support/http';

/** An origin the local stack allows (infra/local/local-resources.ts) and one it does not. */
const BACK_OFFICE = 'http://localhost:3000';
const STRANGER = 'https://elsewhere.example';

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'x-api-key',
    },
  });

describe('CORS for a browser back office (system and staff surfaces)', () => {
  it('answers the preflight without keys, for an allowed origin only', async () => {
    const allowed = await preflight(`${systemUserUrl}/login`, BACK_OFFICE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(BACK_OFFICE);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('X-Secret-Key');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const area = await preflight(`${systemUserUrl}/crm/clients`, BACK_OFFICE);
    expect(area.headers.get('access-control-allow-origin')).toBe(BACK_OFFICE);

    const stranger = await preflight(`${systemUserUrl}/login`, STRANGER);
    expect(stranger.status).toBe(204);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives every answer of an allowed origin its header, errors included', async () => {
    const list = await fetch(`${baseUrl}/system/clients?per_page=1`, {
      headers: keyHeaders({ origin: BACK_OFFICE }),
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe(BACK_OFFICE);
    expect(list.headers.get('vary')).toBe('Origin');
    const missing = await fetch(`${baseUrl}/system/clients/999999999`, {
      headers: keyHeaders({ origin: BACK_OFFICE }),
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(BACK_OFFICE);
    const stranger = await fetch(`${baseUrl}/system/clients?per_page=1`, {
      headers: keyHeaders({ origin: STRANGER }),
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('leaves the client surface (the apps, not browsers) without CORS', async () => {
    expect((await preflight(`${baseUrl}/client/login`, BACK_OFFICE)).status).toBe(403);
    const answer = await fetch(`${baseUrl}/client/profile`, { headers: keyHeaders({ origin: BACK_OFFICE }) });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
