import { bucketName, intEnv } from '../config/env';
import { presignUrl } from './presign';

/** Lifetime of download links, in seconds (env DOWNLOAD_URL_TTL_SECONDS, default 15 minutes). */
const downloadTtl = () => intEnv('DOWNLOAD_URL_TTL_SECONDS', 900);

/** A signed request to the files bucket; S3's errors become exceptions (mapped to 500 upstream). */
async function s3Request(
  method: 'PUT' | 'HEAD' | 'DELETE',
  key: string,
  init: RequestInit = {},
): Promise<Response> {
  const response = await fetch(presignUrl(method, bucketName(), key, { expiresIn: 60 }), { ...init, method });
  if (!response.ok && !(method === 'HEAD' && response.status === 404)) {
    throw new Error(
      `S3 ${method} ${key} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  }
  return response;
}

/** A short-lived download URL for an object of the files bucket (signed locally, no request made). */
export async function presignedDownloadUrl(key: string, filename?: string): Promise<string> {
  return presignUrl('GET', bucketName(), key, {
    expiresIn: downloadTtl(),
    ...(filename ? { filename } : {}),
  });
}

/** A file kept in the files bucket, as recorded on the entity it belongs to. */
export interface StoredFile {
  name: string;
  key: string;
  mime_type: string;
  size: number;
}

/** Stored files as returned to callers: a short-lived download URL in place of the key. */
export function downloadableFiles(files: StoredFile[] = []) {
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      mime_type: file.mime_type,
      url: await presignedDownloadUrl(file.key, file.name),
    })),
  );
}

/** Stores one object. */
export async function putFile(key: string, content: Buffer, contentType: string): Promise<void> {
  await s3Request('PUT', key, { body: content, headers: { 'Content-Type': contentType } });
}

/** True when the object exists. */
export async function fileExists(key: string): Promise<boolean> {
  return (await s3Request('HEAD', key)).ok;
}

/** Removes objects (clean-up after a failed write); all are tried, the first failure is thrown. */
export async function deleteFiles(keysToDelete: string[]): Promise<void> {
  const results = await Promise.allSettled(keysToDelete.map((key) => s3Request('DELETE', key)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * A file name safe as the last part of an object key: no path, no control characters, no
 * characters S3 or a browser treat specially; kept readable (Arabic letters stay).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[<>:"|?*#%{}^~[\]`]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return (cleaned || 'file').slice(0, 150);
}
