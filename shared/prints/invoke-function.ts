import { createHash, createHmac } from 'node:crypto';

/**
 * A synchronous Lambda Invoke as one signed HTTPS request (SigV4 in the Authorization header),
 * computed with node:crypto instead of the Lambda client: the client would add 70 to 120 KB to the
 * bundle of every function that can print, a tenth of its cold start, for a call most of their
 * requests never make. Checked against the AWS SDK's own signer in test/unit/prints/invoke-function.test.ts.
 */

const sha256Hex = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');
const hmac = (key: Buffer | string, value: string) => createHmac('sha256', key).update(value).digest();

/** The function's own credentials, from the Lambda environment. */
function credentials() {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('No AWS credentials in the environment to invoke a function');
  return { accessKeyId, secretAccessKey, sessionToken: process.env.AWS_SESSION_TOKEN };
}

export interface SignedRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The signed request of an Invoke (RequestResponse) of `name` with `payload` as its JSON body. */
export function signedInvoke(name: string, payload: unknown, now = new Date()): SignedRequest {
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const host = `lambda.${region}.amazonaws.com`;
  const path = `/2015-03-31/functions/${encodeURIComponent(name)}/invocations`;
  const body = JSON.stringify(payload);
  const { accessKeyId, secretAccessKey, sessionToken } = credentials();
  const timestamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = timestamp.slice(0, 8);
  const scope = `${day}/${region}/lambda/aws4_request`;
  const payloadHash = sha256Hex(body);
  const signed: Record<string, string> = {
    'content-type': 'application/json',
    host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': timestamp,
    ...(sessionToken ? { 'x-amz-security-token': sessionToken } : {}),
  };
  const names = Object.keys(signed).sort();
  // The path is encoded once more in the canonical request (every service but S3 double-encodes).
  const canonicalPath = path.split('/').map(encodeURIComponent).join('/');
  const canonicalRequest = [
    'POST',
    canonicalPath,
    '',
    ...names.map((header) => `${header}:${signed[header]}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 'lambda'), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  const { host: _host, ...headers } = signed;
  return {
    url: `https://${host}${path}`,
    headers: {
      ...headers,
      authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
    },
    body,
  };
}

/** Throttled or failed on AWS's side: tried again, as the SDK's standard retries would. */
const retryable = (status: number) => status === 429 || status >= 500;
const ATTEMPTS = 3;

/**
 * Invokes a function synchronously with a JSON payload and answers its payload as text, and
 * whether the function failed (Lambda's `X-Amz-Function-Error`). An Invoke refused (permissions, a
 * missing function) throws with Lambda's answer; `signal` stops waiting (the function runs on).
 */
export async function invokeFunction(
  name: string,
  payload: unknown,
  signal?: AbortSignal,
): Promise<{ text: string; failed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const request = signedInvoke(name, payload);
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      ...(signal ? { signal } : {}),
    });
    const text = await response.text();
    if (response.ok) return { text, failed: response.headers.has('x-amz-function-error') };
    if (!retryable(response.status) || attempt >= ATTEMPTS)
      throw new Error(`Invoking ${name} failed (${response.status}): ${text.slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt * Math.random()));
  }
}
