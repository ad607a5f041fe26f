import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bucketName, tableName } from '../config/env';
import { dynamo } from '../db/client';
import { keys } from '../db/keys';
import { isConditionFailure } from '../db/transactions';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { filePrefixes } from './file-prefixes';
import { copyFile, deleteFiles, type StoredFile, storedSize } from './files';
import { presignUrl } from './presign';

/** Pending presigned uploads (`UPLOAD#<uuid>`); DynamoDB's TTL deletes them a day after the URL was issued. */
export const UPLOAD_ENTITY = 'UPLOAD';
/** How long a presigned upload URL lasts. */
const UPLOAD_URL_SECONDS = 15 * 60;
/** Then DynamoDB's TTL removes the pending record and the upload sweeper its object, if any. */
const PENDING_SECONDS = 24 * 60 * 60;
/** How long one completion holds a pending upload: longer than the function's 29 s timeout. */
const COMPLETION_CLAIM_SECONDS = 60;

/** What the owner of a large upload records about it at step 1 (its own fields besides these are kept too). */
export interface UploadTarget {
  /** The file's own key: written once, by the completion, with a copy of the staged object. */
  key: string;
  name: string;
  mime_type: string;
  /** The size announced, in bytes: the completion checks the object against it. */
  size: number;
}

/** A pending upload as stored: the owner's fields, its id and where the caller's PUT goes. */
export type PendingUpload<T extends UploadTarget> = T & {
  upload_id: string;
  /** `staging/<upload id>`: never the key of a recorded file (the bucket's lifecycle expires it). */
  staging_key: string;
};

/** What step 1 answers: the caller PUTs the bytes to `url` with `headers`, before `expires_at`. */
export interface UploadUrl {
  upload_id: string;
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
  expires_at: string;
}

/**
 * Step 1 of a large upload: records a pending upload (24 hours) and answers a presigned PUT URL (15
 * minutes) to its staging key. With `exactLength` the URL signs `Content-Length`, so S3 refuses a body
 * of any other size than the one announced (a size limit on the URL itself).
 */
export async function openPresignedUpload<T extends UploadTarget>(
  target: T,
  options: { exactLength?: boolean } = {},
): Promise<UploadUrl> {
  const uploadId = randomUUID();
  const pending: PendingUpload<T> = {
    ...target,
    upload_id: uploadId,
    staging_key: `${filePrefixes.staging}${uploadId}`,
  };
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.upload(uploadId),
        entity_type: UPLOAD_ENTITY,
        ...pending,
        ttl: Math.ceil(Date.now() / 1000) + PENDING_SECONDS,
      },
    }),
  );
  const signed = options.exactLength ? { 'content-length': String(target.size) } : undefined;
  return {
    upload_id: uploadId,
    method: 'PUT',
    url: presignUrl('PUT', bucketName(), pending.staging_key, {
      expiresIn: UPLOAD_URL_SECONDS,
      ...(signed ? { headers: signed } : {}),
    }),
    headers: {
      'Content-Type': target.mime_type,
      ...(signed ? { 'Content-Length': String(target.size) } : {}),
    },
    expires_at: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

/**
 * Claims a pending upload for one completion (a conditional write): 404 when there is no such
 * upload or it is not the caller's (`belongs`), 409 while another completion holds it. A claim left
 * by a completion that stopped midway lapses after COMPLETION_CLAIM_SECONDS.
 */
async function claimUpload<T extends UploadTarget>(
  uploadId: string,
  belongs: (pending: PendingUpload<T>) => boolean,
): Promise<PendingUpload<T>> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.upload(uploadId) }));
  const pending = result.Item as PendingUpload<T> | undefined;
  if (!pending || !belongs(pending)) throw new NotFoundError('upload');
  const now = Math.floor(Date.now() / 1000);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.upload(uploadId),
        UpdateExpression: 'SET claimed_until = :until',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(claimed_until) OR claimed_until < :now)',
        ExpressionAttributeValues: { ':until': now + COMPLETION_CLAIM_SECONDS, ':now': now },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('archive.upload_completing');
    throw error;
  }
  return pending;
}

const releaseClaim = (uploadId: string) =>
  dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.upload(uploadId),
      UpdateExpression: 'REMOVE claimed_until',
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );

const dropPending = (uploadId: string) =>
  dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.upload(uploadId) }));

/** How the owner of an upload completes it. */
export interface Completion<T extends UploadTarget, R> {
  /** False for an upload of another owner (another archive, another sale): 404. */
  belongs: (pending: PendingUpload<T>) => boolean;
  /** True when a completion that stopped before removing the pending upload recorded it already. */
  recorded?: (pending: PendingUpload<T>) => Promise<boolean>;
  /** Where the file's object goes, when the completion decides it (a name given at step 2); else `key`. */
  key?: (pending: PendingUpload<T>) => string;
  /** Writes the file's record; a ValidationError removes the objects and the pending upload. */
  record: (pending: PendingUpload<T>, stored: StoredFile) => Promise<R>;
}

/**
 * Step 2 of a large upload: records the file once its object exists (422 on `upload_id` until then).
 * One completion at a time holds the upload (409 for the others); it copies the staged object to the
 * file's own key, which no URL given out can write, checks there the size S3 reports against the size
 * announced (422), records the file and removes the staged object. So a PUT to the upload URL after
 * completion lands in staging only: what was recorded is what is downloaded. A second completion is a
 * 404 (the pending upload is gone).
 */
export async function completePresignedUpload<T extends UploadTarget, R>(
  uploadId: string,
  completion: Completion<T, R>,
): Promise<R> {
  const pending = await claimUpload(uploadId, completion.belongs);
  const stagingKey = pending.staging_key;
  const key = completion.key?.(pending) ?? pending.key;
  // Recorded by a completion that stopped before removing the pending upload: never copy over it.
  if (await completion.recorded?.(pending)) {
    await dropPending(uploadId);
    throw new NotFoundError('upload');
  }
  try {
    if (!(await copyFile(stagingKey, key, pending.mime_type)))
      throw ValidationError.forField('upload_id', 'archive.not_uploaded');
    const size = await storedSize(key);
    if (size !== pending.size) {
      await deleteFiles([key, stagingKey]);
      throw ValidationError.forField('upload_id', 'archive.size_mismatch', { size: pending.size });
    }
  } catch (error) {
    await releaseClaim(uploadId);
    throw error;
  }
  const stored: StoredFile = { name: pending.name, key, mime_type: pending.mime_type, size: pending.size };
  let result: R;
  try {
    result = await completion.record(pending, stored);
  } catch (error) {
    if (error instanceof ValidationError) {
      await deleteFiles([key, stagingKey]);
      await dropPending(uploadId);
    } else await releaseClaim(uploadId).catch(() => undefined);
    throw error;
  }
  await dropPending(uploadId);
  // Left behind if this fails: the bucket's lifecycle rule expires staging objects.
  await deleteFiles([stagingKey]).catch(() => undefined);
  return result;
}
