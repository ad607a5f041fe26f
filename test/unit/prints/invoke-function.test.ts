import { createHash, createHmac } from 'node:crypto';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInvoke } from '../../../shared/prints/invoke-function';

const now = new Date('2026-11-27T21:45:10.000Z');
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'token/with+chars=',
};
const payload = { key: 'prints/1/offer.pdf', title: 'عرض حجز', variables: { 'offer.total': '85,000.00' } };

const bytes = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** The SHA-256 the AWS signer takes (its Node hash package is not a dependency of ours). */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

/** The request the AWS SDK's Lambda client sends for the same Invoke (captured, never sent). */
async function sdkRequest(name: string) {
  let captured: { method: string; hostname: string; path: string; body: unknown } | undefined;
  const client = new LambdaClient({
    region: 'eu-west-1',
    credentials,
    requestHandler: {
      handle: async (request: typeof captured) => {
        captured = request;
        throw new Error('captured');
      },
    } as never,
  });
  await client
    .send(
      new InvokeCommand({ FunctionName: name, Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
    )
    .catch(() => undefined);
  return captured;
}

describe('signed Lambda Invoke (no Lambda client in the bundles)', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    Object.assign(process.env, {
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SESSION_TOKEN: credentials.sessionToken,
    });
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it.each([
    'RealEstateApi-dev-PrintRenderer1A2B3C',
    'arn:aws:lambda:eu-west-1:123456789012:function:print-renderer',
  ])('addresses %s as the AWS SDK does', async (name) => {
    const ours = signedInvoke(name, payload, now);
    const sdk = await sdkRequest(name);
    const url = new URL(ours.url);
    expect({ method: 'POST', hostname: url.hostname, path: url.pathname }).toEqual({
      method: sdk?.method,
      hostname: sdk?.hostname,
      path: sdk?.path,
    });
    expect(ours.body).toBe(new TextDecoder().decode(sdk?.body as Uint8Array));
  });

  it.each([
    ['with a session token', credentials.sessionToken],
    ['without one', undefined],
  ])('signs exactly as the AWS SDK signer does, %s', async (_, sessionToken) => {
    if (sessionToken === undefined) delete process.env.AWS_SESSION_TOKEN;
    const name = 'arn:aws:lambda:eu-west-1:123456789012:function:print-renderer';
    const ours = signedInvoke(name, payload, now);
    const url = new URL(ours.url);
    const { authorization, ...headers } = ours.headers;
    const signer = new SignatureV4({
      credentials: { ...credentials, sessionToken },
      region: 'eu-west-1',
      service: 'lambda',
      sha256: Sha256,
    });
    const reference = await signer.sign(
      {
        method: 'POST',
        protocol: 'https:',
        hostname: url.hostname,
        path: url.pathname,
        headers: { ...headers, host: url.hostname },
        body: ours.body,
        query: {},
      },
      { signingDate: now },
    );
    expect(authorization).toBe(reference.headers.authorization);
  });
});
