/** Reads a required environment variable, failing fast with a clear message when it is missing. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Environment variable ${name} is not set`);
  }
  return value;
}

/** Reads an optional integer environment variable. */
export function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`Environment variable ${name} must be an integer`);
  return value;
}

export const tableName = (): string => requireEnv('TABLE_NAME');
export const bucketName = (): string => requireEnv('BUCKET_NAME');
