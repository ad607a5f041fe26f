import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionBundle } from '../../../infra/bundling/function-bundle';
import { defaultProvider } from '../../../infra/bundling/lambda-credentials';

describe("the bundles' credential provider (in place of the SDK's default chain)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads the credentials Lambda puts in the environment, session token and expiry included', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'example-secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'example-token');
    vi.stubEnv('AWS_CREDENTIAL_EXPIRATION', '2026-12-08T12:00:00.000Z');
    expect(await defaultProvider()()).toEqual({
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'example-secret',
      sessionToken: 'example-token',
      expiration: new Date('2026-12-08T12:00:00.000Z'),
    });
  });

  it('refuses to sign without them, naming the variables', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    await expect(defaultProvider()()).rejects.toThrow(/AWS_ACCESS_KEY_ID/);
  });

  it('stands in for the default chain in every bundle', () => {
    expect(functionBundle.alias['@aws-sdk/credential-provider-node']).toBe(
      './infra/bundling/lambda-credentials.ts',
    );
  });
});
