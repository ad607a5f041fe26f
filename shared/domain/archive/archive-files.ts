import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { nextId } from '../../db/counters';
import { createEntity, findEntity, getEntity } from '../../db/entity-store';
import type { EntityOf } from '../../db/entity-type';
import { keys } from '../../db/keys';
import { isConditionFailure } from '../../db/transactions';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import {
  copyFile,
  deleteFiles,
  presignedDownloadUrl,
  presignedUploadUrl,
  type StoredFile,
  safeFileName,
  storedSize,
  withStoredFiles,
} from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import { ARCHIVE, ARCHIVE_FILE, assertFolderOf, UPLOAD_ENTITY } from './archive';

/** Files larger than a request can carry go straight to S3 with a presigned URL, up to this size. */
export const DIRECT_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
/** How long a presigned upload URL and its pending record last. */
const UPLOAD_URL_SECONDS = 15 * 60;
/** Then DynamoDB's TTL removes the pending record and the upload sweeper its object, if any. */
const PENDING_SECONDS = 24 * 60 * 60;
/** How long one completion holds a pending upload: longer than the function's 29 s timeout. */
const COMPLETION_CLAIM_SECONDS = 60;

type FileRow = EntityOf<typeof ARCHIVE_FILE>;

const FILE_NAME_KIND = 'ARCHIVE_FILE_NAME';

/** File names are unique per folder (or the archive's root), compared without case. */
const fileNameKey = (archiveId: number, folderId: number | null, name: string) =>
  `${archiveId}#${folderId ?? 0}#${name.toLowerCase()}`;

/** The archive must exist (404); the folder, when given, must be one of its folders (422). */
async function assertPlace(archiveId: number, folderId: number | null): Promise<void> {
  await getEntity(ARCHIVE, archiveId, 'archive');
  await assertFolderOf(archiveId, folderId, 'folder_id');
}

/** A display name safe as an object key's last part: no path, no control characters (422 if nothing is left). */
function cleanName(name: string, field: string): string {
  const cleaned = safeFileName(name);
  if (!cleaned) throw ValidationError.forField(field, 'validation.regex');
  return cleaned;
}

export const archiveFileRecord = (file: FileRow) => ({
  id: file.id,
  folder_id: file.folder_id ?? null,
  name: file.name,
  size: file.size,
  mime_type: file.mime_type,
  created_at: file.created_at,
});

/** Records a file whose object is in S3: the name is claimed per folder in the same transaction (422 if taken). */
function recordFile(id: number, archiveId: number, folderId: number | null, stored: StoredFile) {
  return createEntity(
    ARCHIVE_FILE,
    { archive_id: archiveId, folder_id: folderId, ...stored },
    {
      id,
      uniques: [
        { kind: FILE_NAME_KIND, field: 'name', value: fileNameKey(archiveId, folderId, stored.name) },
      ],
      links: [{ type: ARCHIVE, id: archiveId }],
    },
  );
}

/**
 * Upload File (multipart, up to the request limit): the object goes to S3 first, under
 * `archives/<archive>/files/<file id>/`; then the record. If the record cannot be written (a name
 * already used in the folder: 422), the object is removed again.
 */
export async function uploadArchiveFile(
  archiveId: number,
  input: { file: UploadedFile; folder_id?: number | undefined; name?: string | undefined },
) {
  const folderId = input.folder_id ?? null;
  await assertPlace(archiveId, folderId);
  const name = cleanName(input.name ?? input.file.filename, input.name ? 'name' : 'file');
  const id = await nextId(ARCHIVE_FILE);
  const file = await withStoredFiles(
    [{ ...input.file, filename: name }],
    `archives/${archiveId}/files/${id}`,
    ([stored]) => recordFile(id, archiveId, folderId, stored as StoredFile),
  );
  return archiveFileRecord(file);
}

interface PendingUpload {
  upload_id: string;
  file_id: number;
  archive_id: number;
  folder_id: number | null;
  name: string;
  mime_type: string;
  size: number;
  /** The file's own key: written once, by the completion, with a copy of the staged object. */
  key: string;
  /** Where the caller's presigned PUT goes (`staging/<upload id>`); never the key of a recorded file. */
  staging_key: string;
}

/**
 * Upload File, step 1 for large files: checks the place and the name, reserves the file id and
 * answers a presigned PUT URL (15 minutes) to a staging key. Nothing is recorded as a file until
 * step 2, and the URL never reaches the recorded file's object (see `completeUpload`).
 */
export async function createUploadUrl(
  archiveId: number,
  input: { name: string; size: number; mime_type?: string | undefined; folder_id?: number | undefined },
) {
  const folderId = input.folder_id ?? null;
  await assertPlace(archiveId, folderId);
  const name = cleanName(input.name, 'name');
  const taken = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.unique(FILE_NAME_KIND, fileNameKey(archiveId, folderId, name)),
    }),
  );
  if (taken.Item) throw ValidationError.forField('name', 'validation.unique');
  const fileId = await nextId(ARCHIVE_FILE);
  const uploadId = randomUUID();
  const pending: PendingUpload = {
    upload_id: uploadId,
    file_id: fileId,
    archive_id: archiveId,
    folder_id: folderId,
    name,
    mime_type: input.mime_type ?? 'application/octet-stream',
    size: input.size,
    key: `archives/${archiveId}/files/${fileId}/1-${name}`,
    staging_key: `staging/${uploadId}`,
  };
  const expiresAt = new Date(Date.now() + UPLOAD_URL_SECONDS * 1000);
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.upload(pending.upload_id),
        entity_type: UPLOAD_ENTITY,
        ...pending,
        ttl: Math.ceil(Date.now() / 1000) + PENDING_SECONDS,
      },
    }),
  );
  return {
    upload_id: pending.upload_id,
    method: 'PUT' as const,
    url: presignedUploadUrl(pending.staging_key, UPLOAD_URL_SECONDS),
    headers: { 'Content-Type': pending.mime_type },
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * Claims a pending upload for one completion (a conditional write): 404 when there is no such
 * upload in this archive, 409 while another completion holds it. A claim left by a completion
 * that stopped midway lapses after COMPLETION_CLAIM_SECONDS.
 */
async function claimUpload(archiveId: number, uploadId: string): Promise<PendingUpload> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.upload(uploadId) }));
  const pending = result.Item as PendingUpload | undefined;
  if (!pending || pending.archive_id !== archiveId) throw new NotFoundError('upload');
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

/**
 * Upload File, step 2: records the file once its object exists (422 until then). One completion
 * at a time holds the upload (409 for the others); it copies the staged object to the file's own
 * key, which no URL given out can write, checks there the size S3 reports against the size
 * announced, records the file and removes the staged object. So a PUT to the upload URL after
 * completion lands in staging only: what was recorded is what is downloaded. A second completion
 * is a 404 (the pending upload is gone). If the name was taken in the meantime the objects are
 * removed and the answer is a 422.
 */
export async function completeUpload(archiveId: number, uploadId: string) {
  const pending = await claimUpload(archiveId, uploadId);
  const { key, staging_key: stagingKey } = pending;
  // Recorded by a completion that stopped before removing the pending upload: never copy over it.
  if (await findEntity(ARCHIVE_FILE, pending.file_id)) {
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
  let file: FileRow;
  try {
    file = await recordFile(pending.file_id, archiveId, pending.folder_id, stored);
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
  return archiveFileRecord(file);
}

/** Download File: the file's record with a short-lived download URL (the object itself never passes through the API). */
export async function downloadArchiveFile(archiveId: number, fileId: number) {
  const file = await findEntity(ARCHIVE_FILE, fileId);
  if (!file || file.archive_id !== archiveId) throw new NotFoundError('file');
  return {
    ...archiveFileRecord(file),
    url: await presignedDownloadUrl(file.key, file.name),
  };
}
