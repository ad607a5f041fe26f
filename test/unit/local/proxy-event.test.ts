import { describe, expect, it } from 'vitest';
import { buildProxyEvent } from '../../../infra/local/proxy-event';

const base = {
  method: 'POST',
  path: '/api/v1/system/clients/7/update',
  resource: '/clients/{client_id}/update',
  pathParameters: { client_id: '7' },
  searchParams: new URLSearchParams('a=1&a=2&b=x'),
  sourceIp: '127.0.0.1',
  stage: 'local',
};

describe('local API Gateway proxy events', () => {
  it('builds a v1 event with multi-value headers and query and the api key identity', () => {
    const event = buildProxyEvent({
      ...base,
      rawHeaders: ['X-Api-Key', 'k1', 'Accept', 'a', 'Accept', 'b', 'Content-Type', 'application/json'],
      body: Buffer.from('{"x":1}'),
    });
    expect(event.resource).toBe('/clients/{client_id}/update');
    expect(event.pathParameters).toEqual({ client_id: '7' });
    expect(event.queryStringParameters).toEqual({ a: '2', b: 'x' });
    expect(event.multiValueQueryStringParameters).toEqual({ a: ['1', '2'], b: ['x'] });
    expect(event.multiValueHeaders.Accept).toEqual(['a', 'b']);
    expect(event.headers.Accept).toBe('b');
    expect(event.requestContext.identity.apiKey).toBe('k1');
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBe('{"x":1}');
  });

  it('base64-encodes multipart bodies, as binaryMediaTypes makes API Gateway do', () => {
    const bytes = Buffer.from([0, 255, 10, 13]);
    const event = buildProxyEvent({
      ...base,
      rawHeaders: ['content-type', 'multipart/form-data; boundary=x'],
      body: bytes,
    });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body as string, 'base64').equals(bytes)).toBe(true);
  });

  it('uses null for absent query, parameters and body', () => {
    const event = buildProxyEvent({
      ...base,
      pathParameters: {},
      searchParams: new URLSearchParams(),
      rawHeaders: [],
      body: Buffer.alloc(0),
    });
    expect(event.queryStringParameters).toBeNull();
    expect(event.pathParameters).toBeNull();
    expect(event.body).toBeNull();
  });
});
