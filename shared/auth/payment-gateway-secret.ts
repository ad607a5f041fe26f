/**
 * The secret the payment gateway signs its webhooks with. In AWS it lives in Secrets Manager
 * (PAYMENT_GATEWAY_SECRET_ARN, read once per container); locally and in tests it is the
 * PAYMENT_GATEWAY_SECRET variable, or the fixed local demo value when running against DynamoDB Local.
 */

/** The local stack's demo value (never a real secret): the local gateway route and the examples sign with it. */
export const LOCAL_DEMO_GATEWAY_SECRET = 'local-demo-gateway-secret-not-for-production';

let cachedSecret: Promise<string> | undefined;

async function loadSecret(): Promise<string> {
  const secretArn = process.env.PAYMENT_GATEWAY_SECRET_ARN;
  if (secretArn) {
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const result = await new SecretsManagerClient({}).send(
      new GetSecretValueCommand({ SecretId: secretArn }),
    );
    if (!result.SecretString) throw new Error('The payment gateway secret is empty');
    return result.SecretString;
  }
  const local =
    process.env.PAYMENT_GATEWAY_SECRET ??
    (process.env.DYNAMODB_ENDPOINT ? LOCAL_DEMO_GATEWAY_SECRET : undefined);
  if (!local) throw new Error('Neither PAYMENT_GATEWAY_SECRET_ARN nor PAYMENT_GATEWAY_SECRET is set');
  return local;
}

/** The gateway's webhook secret, loaded once per container (a failed load is tried again next call). */
export function paymentGatewaySecret(): Promise<string> {
  cachedSecret ??= loadSecret();
  cachedSecret.catch(() => {
    cachedSecret = undefined;
  });
  return cachedSecret;
}
