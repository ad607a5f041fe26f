import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption of credential-like fields at rest (a rental unit's door password): AES-256-GCM with a
 * key derived (SHA-256) from a secret. In AWS the secret lives in Secrets Manager
 * (FIELD_ENCRYPTION_SECRET_ARN, read once per container); locally and in tests it is the
 * FIELD_ENCRYPTION_KEY variable, or a fixed development key when running against DynamoDB Local.
 * Stored as `v1:<iv>:<tag>:<ciphertext>` (base64).
 */
let cachedKey: Promise<Buffer> | undefined;

async function loadSecret(): Promise<string> {
  const secretArn = process.env.FIELD_ENCRYPTION_SECRET_ARN;
  if (secretArn) {
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const result = await new SecretsManagerClient({}).send(
      new GetSecretValueCommand({ SecretId: secretArn }),
    );
    if (!result.SecretString) throw new Error('The field encryption secret is empty');
    return result.SecretString;
  }
  const local =
    process.env.FIELD_ENCRYPTION_KEY ??
    (process.env.DYNAMODB_ENDPOINT ? 'local-development-field-key' : undefined);
  if (!local) throw new Error('Neither FIELD_ENCRYPTION_SECRET_ARN nor FIELD_ENCRYPTION_KEY is set');
  return local;
}

function key(): Promise<Buffer> {
  cachedKey ??= loadSecret().then((secret) => createHash('sha256').update(secret).digest());
  cachedKey.catch(() => {
    cachedKey = undefined;
  });
  return cachedKey;
}

export async function encryptField(plainText: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(), iv);
  const encrypted = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    encrypted.toString('base64'),
  ].join(':');
}

export async function decryptField(stored: string): Promise<string> {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined)
    throw new Error('Unknown encrypted field format');
  const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

/** What callers without the `unit-password:read` scope see instead of the value. */
export const MASKED_VALUE = '********';
