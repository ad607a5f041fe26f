/**
 * Bundled in place of `@aws-sdk/credential-provider-node` (an esbuild alias in function-bundle.ts).
 * Lambda hands every function its role's credentials in the environment, which is where the SDK's
 * default chain ends up there too; the chain's other sources (SSO, shared ini files, web identity,
 * the instance metadata, the login provider) bundled about 80 KB of nested STS and SSO clients into
 * every function that no Lambda ever reaches. This reads the environment as the SDK's `fromEnv` does.
 */
interface EnvCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export const defaultProvider = () => async (): Promise<EnvCredentials> => {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error(
      'Unable to find environment variable credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).',
    );
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  const expiry = process.env.AWS_CREDENTIAL_EXPIRATION;
  return {
    accessKeyId,
    secretAccessKey,
    ...(sessionToken ? { sessionToken } : {}),
    ...(expiry ? { expiration: new Date(expiry) } : {}),
  };
};

/** The SDK's own package exports these two beside the provider: environment credentials never need a refresh. */
export const credentialsWillNeedRefresh = () => false;
export const credentialsTreatedAsExpired = () => false;
