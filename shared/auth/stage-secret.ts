import { requireEnv } from '../config/env';

/**
 * A loader of one of the stage's secrets: in AWS the Secrets Manager secret whose ARN the function
 * is given in `arnVariable` (read once per container; a failed read is tried again next call); the
 * local stack gives granted functions that variable too and reads `local.variable` (else
 * `local.fallback`) in its place. Without the variable (a module not granted the secret) it throws,
 * locally as in AWS. The value is kept per ARN, so another function's never serves this one.
 */
export function stageSecret(
  arnVariable: string,
  local: { variable: string; fallback: string },
  what: string,
): () => Promise<string> {
  let cached: { secretArn: string; value: Promise<string> } | undefined;
  const load = async (secretArn: string): Promise<string> => {
    if (process.env.DYNAMODB_ENDPOINT) return process.env[local.variable] ?? local.fallback;
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const result = await new SecretsManagerClient({}).send(
      new GetSecretValueCommand({ SecretId: secretArn }),
    );
    if (!result.SecretString) throw new Error(`The ${what} secret is empty`);
    return result.SecretString;
  };
  return () => {
    const secretArn = requireEnv(arnVariable);
    if (cached?.secretArn !== secretArn) {
      const entry = { secretArn, value: load(secretArn) };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
