import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BucketGrants, readablePrefixes } from '../../shared/http/route';
import { functionNamed } from './function-scope';

/** Whether a function's grants let it read or write `key`, as its IAM policy would. */
function allowed(grants: BucketGrants | undefined, access: 'read' | 'write', key: string): boolean {
  const prefixes = access === 'write' ? (grants?.write ?? []) : readablePrefixes(grants);
  return prefixes.some((prefix) => key.startsWith(prefix));
}

/** The object key of a path-style `/<bucket>/<key>` (decoded). */
const keyOf = (path: string): string =>
  decodeURIComponent(path.split('?')[0]?.split('/').slice(2).join('/') ?? '');

function deny(response: ServerResponse, signer: string, action: string, key: string): void {
  response.writeHead(403, { 'Content-Type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>User: local/${signer} is not authorized to perform: ${action} on ${key}</Message></Error>`,
  );
}

/** Checks one request against its signer's grants: the object's own, and a copy's source. */
function refusal(
  request: IncomingMessage,
  signer: string,
  path: string,
): { action: string; key: string } | undefined {
  const grants = functionNamed(signer)?.bucket;
  const key = keyOf(path);
  const method = request.method ?? 'GET';
  const write = method === 'PUT' || method === 'DELETE' || method === 'POST';
  if (!allowed(grants, write ? 'write' : 'read', key))
    return {
      action: `s3:${write ? (method === 'DELETE' ? 'DeleteObject' : 'PutObject') : 'GetObject'}`,
      key,
    };
  const copySource = request.headers['x-amz-copy-source'];
  if (typeof copySource === 'string') {
    const source = keyOf(copySource.startsWith('/') ? copySource : `/${copySource}`);
    if (!allowed(grants, 'read', source)) return { action: 's3:GetObject', key: source };
  }
  return undefined;
}

/**
 * The local stand-in for the bucket's IAM check: S3 requests of a local function come here at
 * `/~<function>/<bucket>/<key>` (function-scope.ts gives each function that S3 address), are
 * refused with S3's 403 when the function's grants do not cover the key, and are otherwise passed to
 * the S3 emulator as they were signed (same path inside, same Host). A download or upload link
 * carries its signer in the same way, so a link signed by a module without the read grant fails
 * for the client, as in AWS.
 */
export async function startS3Grants(
  emulator: string,
): Promise<{ address: string; stop: () => Promise<void> }> {
  const target = new URL(emulator);
  const server = createServer((request, response) => {
    const match = /^\/~([^/]+)(\/.*)$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const signer = decodeURIComponent(match[1] as string);
    const path = match[2] as string;
    const refused = refusal(request, signer, path);
    if (refused) return deny(response, signer, refused.action, refused.key);
    const upstream = forward(
      { host: target.hostname, port: target.port, method: request.method, path, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return {
    address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
