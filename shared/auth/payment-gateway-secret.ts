import { requireEnv } from '../config/env';

/**
 * The secret the payment gateway signs its webhooks with. In AWS it lives in Secrets Manager
 * (PAYMENT_GATEWAY_SECRET_ARN, read once per container); the local stack gives granted functions
 * that variable too, and reads PAYMENT_GATEWAY_SECRET (or the fixed local demo value) in its place.
 */

/** The local stack's demo value (never a real secret): the local gateway route and the examples sign with it. */
export const LOCAL_DEMO_GATEWAY_SECRET = 'local-demo-gateway-secret-not-for-production';

let cached: { secretArn: string; secret: Promise<string> } | undefined;

async function loadSecret(secretArn: string): Promise<string> {
  if (process.env.DYNAMODB_ENDPOINT) return process.env.PAYMENT_GATEWAY_SECRET ?? LOCAL_DEMO_GATEWAY_SECRET;
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const result = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!result.SecretString) throw new Error('The payment gateway secret is empty');
  return result.SecretString;
}

/** The gateway's webhook secret, loaded once per container (a failed load is tried again next call). */
export function paymentGatewaySecret(): Promise<string> {
  const secretArn = requireEnv('PAYMENT_GATEWAY_SECRET_ARN');
  if (cached?.secretArn !== secretArn) {
    const secret = loadSecret(secretArn);
    const entry = { secretArn, secret };
    cached = entry;
    secret.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached.secret;
}
