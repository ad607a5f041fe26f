import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption of credential-like fields at rest (a rental unit's door password): AES-256-GCM with a
 * key derived from env FIELD_ENCRYPTION_KEY (locally a fixed development key; in AWS the stack
 * passes a value resolved from Secrets Manager). Stored as `v1:<iv>:<tag>:<ciphertext>` (base64).
 */
function key(): Buffer {
  const secret = process.env.FIELD_ENCRYPTION_KEY ?? (process.env.DYNAMODB_ENDPOINT ? 'local-development-field-key' : undefined);
  if (!secret) throw new Error('Environment variable FIELD_ENCRYPTION_KEY is not set');
  return createHash('sha256').update(secret).digest();
}

export function encryptField(plainText: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const encrypted = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), encrypted.toString('base64')].join(':');
}

export function decryptField(stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown encrypted field format');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

/** What callers without the `unit-password:read` scope see instead of the value. */
export const MASKED_VALUE = '********';
