import { bucketName, intEnv } from '../config/env';
import { INVISIBLE_CONTROLS } from './invisible-controls';
import { presignUrl } from './presign';
import type { UploadedFile } from './uploaded-file';

/** Lifetime of download links, in seconds (env DOWNLOAD_URL_TTL_SECONDS, default 15 minutes). */
const downloadTtl = () => intEnv('DOWNLOAD_URL_TTL_SECONDS', 900);

/** A signed request to the files bucket; S3's errors become exceptions (mapped to 500 upstream). */
async function s3Request(
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
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

/** Reads one object (an e-mail's attachment): a missing or unreadable object is thrown. */
export async function readFile(key: string): Promise<Buffer> {
  const response = await s3Request('GET', key);
  return Buffer.from(await response.arrayBuffer());
}

/** Stores one object. */
export async function putFile(key: string, content: Buffer, contentType: string): Promise<void> {
  await s3Request('PUT', key, { body: content, headers: { 'Content-Type': contentType } });
}

/**
 * Uploads files under `prefix` (`<prefix>/<n>-<safe name>`, in the order sent), then runs `write`
 * with what to record of them. If the upload or `write` fails, the objects are removed again, so
 * there is never an object without its record.
 */
export async function withStoredFiles<T>(
  files: UploadedFile[],
  prefix: string,
  write: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = files.map((file, index) => {
    const name = safeFileName(file.filename) || 'file';
    return {
      name,
      size: file.size,
      mime_type: file.mimetype || 'application/octet-stream',
      key: `${prefix}/${index + 1}-${name}`,
    };
  });
  try {
    await Promise.all(
      stored.map((file, index) => putFile(file.key, (files[index] as UploadedFile).content, file.mime_type)),
    );
    return await write(stored);
  } catch (error) {
    await deleteFiles(stored.map((file) => file.key)).catch(() => undefined);
    throw error;
  }
}

/** The object's size in bytes, or undefined when there is no such object. */
export async function storedSize(key: string): Promise<number | undefined> {
  const response = await s3Request('HEAD', key);
  return response.ok ? Number(response.headers.get('content-length') ?? 0) : undefined;
}

/**
 * Copies an object inside the files bucket (S3 CopyObject), giving the copy `contentType`: answers
 * false when there is no source object. A copy S3 fails midway answers 200 with an error body: thrown.
 */
export async function copyFile(sourceKey: string, targetKey: string, contentType: string): Promise<boolean> {
  const bucket = bucketName();
  const headers = {
    'content-type': contentType,
    'x-amz-copy-source': `/${bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`,
    'x-amz-metadata-directive': 'REPLACE',
  };
  const response = await fetch(presignUrl('PUT', bucket, targetKey, { expiresIn: 60, headers }), {
    method: 'PUT',
    headers,
  });
  const text = await response.text();
  if (response.status === 404 && text.includes('NoSuchKey')) return false;
  if (!response.ok || !text.includes('CopyObjectResult')) {
    throw new Error(
      `S3 copy ${sourceKey} to ${targetKey} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  return true;
}

/** Removes objects (clean-up after a failed write); all are tried, the first failure is thrown. */
export async function deleteFiles(keysToDelete: string[]): Promise<void> {
  const results = await Promise.allSettled(keysToDelete.map((key) => s3Request('DELETE', key)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * A file name safe as the last part of an object key: no path, no control or bidi characters, no
 * characters S3 or a browser treat specially; kept readable (Arabic letters stay). Empty when
 * nothing usable is left.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(INVISIBLE_CONTROLS, '')
    .replace(/[<>:"|?*#%{}^~[\]`]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return cleaned.slice(0, 150);
}
