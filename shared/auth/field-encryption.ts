import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { requireEnv } from '../config/env';

/**
 * Encryption of credential-like fields at rest (a rental unit's door password): AES-256-GCM with a
 * key derived (SHA-256) from a secret. In AWS the secret lives in Secrets Manager
 * (FIELD_ENCRYPTION_SECRET_ARN, read once per container); the local stack gives granted functions
 * that variable too, and reads FIELD_ENCRYPTION_KEY (or a fixed development key) in its place.
 * Stored as `v1:<iv>:<tag>:<ciphertext>` (base64).
 */
let cached: { secretArn: string; key: Promise<Buffer> } | undefined;

async function loadSecret(secretArn: string): Promise<string> {
  if (process.env.DYNAMODB_ENDPOINT) return process.env.FIELD_ENCRYPTION_KEY ?? 'local-development-field-key';
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const result = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!result.SecretString) throw new Error('The field encryption secret is empty');
  return result.SecretString;
}

/** The key, loaded once per container (a failed load is tried again next call). */
function key(): Promise<Buffer> {
  const secretArn = requireEnv('FIELD_ENCRYPTION_SECRET_ARN');
  if (cached?.secretArn !== secretArn) {
    const key = loadSecret(secretArn).then((secret) => createHash('sha256').update(secret).digest());
    const entry = { secretArn, key };
    cached = entry;
    key.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached.key;
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
