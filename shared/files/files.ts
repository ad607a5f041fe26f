import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucketName, intEnv } from '../config/env';
import { s3 } from './s3';

/** Lifetime of download links, in seconds (env DOWNLOAD_URL_TTL_SECONDS, default 15 minutes). */
const downloadTtl = () => intEnv('DOWNLOAD_URL_TTL_SECONDS', 900);

/** A short-lived download URL for an object of the files bucket (signed locally, no request made). */
export function presignedDownloadUrl(key: string, filename?: string): Promise<string> {
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: bucketName(),
      Key: key,
      ...(filename
        ? { ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(filename)}` }
        : {}),
    }),
    { expiresIn: downloadTtl() },
  );
}

/** Stores one object. */
export async function putFile(key: string, content: Buffer, contentType: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: content, ContentType: contentType }),
  );
}

/** True when the object exists. */
export async function fileExists(key: string): Promise<boolean> {
  return s3.send(new HeadObjectCommand({ Bucket: bucketName(), Key: key })).then(
    () => true,
    () => false,
  );
}

/** Removes objects (best effort clean-up after a failed write; errors are left to the caller). */
export async function deleteFiles(keysToDelete: string[]): Promise<void> {
  if (keysToDelete.length === 0) return;
  await s3.send(
    new DeleteObjectsCommand({
      Bucket: bucketName(),
      Delete: { Objects: keysToDelete.map((Key) => ({ Key })), Quiet: true },
    }),
  );
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
