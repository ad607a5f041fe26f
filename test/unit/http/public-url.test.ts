import { afterEach, describe, expect, it } from 'vitest';
import { publicApiBase, publicResourceUrl } from '../../../shared/http/public-url';

const saved = process.env.PUBLIC_BASE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.PUBLIC_BASE_URL;
  else process.env.PUBLIC_BASE_URL = saved;
});

describe('public resource addresses (pagination path)', () => {
  it('joins the configured API address and the route path, parameters filled in', () => {
    process.env.PUBLIC_BASE_URL = 'https://api.example.com/api/v1/system';
    expect(publicResourceUrl({ surface: 'system' }, { path: '/clients' }, null)).toBe(
      'https://api.example.com/api/v1/system/clients',
    );
    expect(
      publicResourceUrl(
        { surface: 'system' },
        { path: '/projects/{project_id}/units' },
        { project_id: '12' },
      ),
    ).toBe('https://api.example.com/api/v1/system/projects/12/units');
  });

  it('encodes parameter values, so a value cannot add path segments, a query or a host', () => {
    process.env.PUBLIC_BASE_URL = 'https://api.example.com/api/v1/system';
    expect(
      publicResourceUrl(
        { surface: 'system' },
        { path: '/projects/{id}/units' },
        { id: '1/../../x?y=@evil.example#' },
      ),
    ).toBe('https://api.example.com/api/v1/system/projects/1%2F..%2F..%2Fx%3Fy%3D%40evil.example%23/units');
  });

  it("replaces {mount} with the module's mount (the local stack) and drops the area prefix inside an area API", () => {
    process.env.PUBLIC_BASE_URL = 'http://127.0.0.1:3000/api/v1/{mount}/';
    expect(publicApiBase({ surface: 'system-user' })).toBe('http://127.0.0.1:3000/api/v1/system-user');
    expect(publicResourceUrl({ surface: 'system-user', area: 'crm' }, { path: '/crm/leads' }, {})).toBe(
      'http://127.0.0.1:3000/api/v1/system-user/crm/leads',
    );
    process.env.PUBLIC_BASE_URL = 'https://abc123.execute-api.eu-west-1.amazonaws.com/prod';
    expect(publicResourceUrl({ surface: 'system-user', area: 'crm' }, { path: '/crm/leads' }, {})).toBe(
      'https://abc123.execute-api.eu-west-1.amazonaws.com/prod/leads',
    );
  });

  it('fails fast when the address is not configured (it never falls back to request headers)', () => {
    delete process.env.PUBLIC_BASE_URL;
    expect(() => publicResourceUrl({ surface: 'system' }, { path: '/clients' }, null)).toThrow(
      /PUBLIC_BASE_URL/,
    );
  });
});
