import { createHash, createHmac } from 'node:crypto';
import { s3EmulatorCredentials } from '../config/aws';

/**
 * Presigned S3 URLs (SigV4 in the query string), computed with node:crypto instead of the S3
 * client: with them the functions read, write and delete objects through `fetch` and never load
 * the S3 client, which would add half again to their cold start. Credentials are the function's
 * own (the Lambda environment), or the emulator's locally. Checked against the AWS SDK's own
 * presigner in test/unit/presign.test.ts.
 */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, value: string) => createHmac('sha256', key).update(value).digest();

function credentials() {
  if (process.env.S3_ENDPOINT) return { ...s3EmulatorCredentials, sessionToken: undefined };
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('No AWS credentials in the environment to sign a download URL');
  return { accessKeyId, secretAccessKey, sessionToken: process.env.AWS_SESSION_TOKEN };
}

// The signing key depends only on the secret, the day and the region: derive it once a day.
let cachedKey: { id: string; key: Buffer } | undefined;
function signingKeyFor(secret: string, day: string, region: string): Buffer {
  const id = `${secret}|${day}|${region}`;
  if (cachedKey?.id !== id)
    cachedKey = { id, key: hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request') };
  return cachedKey.key;
}

export type PresignMethod = 'GET' | 'PUT' | 'HEAD' | 'DELETE';

const sdkOperation: Record<PresignMethod, string> = {
  GET: 'GetObject',
  PUT: 'PutObject',
  HEAD: 'HeadObject',
  DELETE: 'DeleteObject',
};

/**
 * A URL valid `expiresIn` seconds for one request on `key` in `bucket`: GET (optionally downloaded
 * as an attachment named `filename`), PUT, HEAD or DELETE. `headers` (lower-case names) are signed
 * too, so the request must send them with exactly these values (a copy's `x-amz-copy-source`).
 */
export function presignUrl(
  method: PresignMethod,
  bucket: string,
  key: string,
  options: { expiresIn: number; filename?: string; now?: Date; headers?: Record<string, string> },
): string {
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const endpoint = process.env.S3_ENDPOINT;
  const encodedKey = key.split('/').map(encode).join('/');
  const { host, path, origin } = endpoint
    ? {
        host: new URL(endpoint).host,
        path: `/${encode(bucket)}/${encodedKey}`,
        origin: endpoint.replace(/\/$/, ''),
      }
    : {
        host: `${bucket}.s3.${region}.amazonaws.com`,
        path: `/${encodedKey}`,
        origin: `https://${bucket}.s3.${region}.amazonaws.com`,
      };
  const { accessKeyId, secretAccessKey, sessionToken } = credentials();
  const timestamp = (options.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = timestamp.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const signed: Record<string, string> = { host, ...options.headers };
  const signedNames = Object.keys(signed).sort();
  const query: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    'X-Amz-Credential': `${accessKeyId}/${scope}`,
    'X-Amz-Date': timestamp,
    'X-Amz-Expires': String(options.expiresIn),
    'X-Amz-SignedHeaders': signedNames.join(';'),
    ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
    ...(options.filename
      ? {
          'response-content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(options.filename)}`,
        }
      : {}),
    // The parameters the AWS SDK's presigner sends, so both sign the same request (see test/unit/presign.test.ts).
    'x-id': options.headers?.['x-amz-copy-source'] ? 'CopyObject' : sdkOperation[method],
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((name) => `${encode(name)}=${encode(query[name] as string)}`)
    .join('&');
  const canonicalRequest = [
    method,
    path,
    canonicalQuery,
    ...signedNames.map((name) => `${name}:${(signed[name] as string).trim()}`),
    '',
    signedNames.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    timestamp,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = signingKeyFor(secretAccessKey, day, region);
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `${origin}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
