import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { stageSecret } from './stage-secret';

/**
 * Encryption of credential-like fields at rest (a rental unit's door password): AES-256-GCM with a
 * key derived (SHA-256) from a secret. In AWS the secret lives in Secrets Manager
 * (FIELD_ENCRYPTION_SECRET_ARN, read once per container); the local stack gives granted functions
 * that variable too, and reads FIELD_ENCRYPTION_KEY (or a fixed development key) in its place.
 * Stored as `v1:<iv>:<tag>:<ciphertext>` (base64).
 */
// Pure: a bundle that never encrypts leaves the loader out (esbuild keeps a top-level call otherwise).
const fieldSecret = /* @__PURE__ */ stageSecret(
  'FIELD_ENCRYPTION_SECRET_ARN',
  { variable: 'FIELD_ENCRYPTION_KEY', fallback: 'local-development-field-key' },
  'field encryption',
);
let derived: { secret: string; key: Buffer } | undefined;

/** The key: SHA-256 of the secret, derived once per secret value. */
async function key(): Promise<Buffer> {
  const secret = await fieldSecret();
  if (derived?.secret !== secret) derived = { secret, key: createHash('sha256').update(secret).digest() };
  return derived.key;
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
