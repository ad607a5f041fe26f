import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { nextId } from '../../db/counters';
import { createEntity, findEntity, getEntity } from '../../db/entity-store';
import type { EntityOf } from '../../db/entity-type';
import { keys } from '../../db/keys';
import { NotFoundError, ValidationError } from '../../errors';
import { filePrefixes } from '../../files/file-prefixes';
import { presignedDownloadUrl, type StoredFile, safeFileName, withStoredFiles } from '../../files/files';
import {
  completePresignedUpload,
  openPresignedUpload,
  type UploadTarget,
} from '../../files/presigned-uploads';
import type { UploadedFile } from '../../files/uploaded-file';
import { ARCHIVE, ARCHIVE_FILE, assertFolderOf } from './archive';

/** Files larger than a request can carry go straight to S3 with a presigned URL, up to this size. */
export const DIRECT_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;

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
    `${filePrefixes.archives}${archiveId}/files/${id}`,
    ([stored]) => recordFile(id, archiveId, folderId, stored as StoredFile),
  );
  return archiveFileRecord(file);
}

/** What an archive's pending upload records besides the file: where it will be filed. */
interface ArchiveUpload extends UploadTarget {
  file_id: number;
  archive_id: number;
  folder_id: number | null;
}

/**
 * Upload File, step 1 for large files: checks the place and the name, reserves the file id and
 * answers a presigned PUT URL (15 minutes) to a staging key (shared/files/presigned-uploads.ts).
 * Nothing is recorded as a file until step 2, and the URL never reaches the recorded file's object.
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
  return openPresignedUpload<ArchiveUpload>({
    file_id: fileId,
    archive_id: archiveId,
    folder_id: folderId,
    name,
    mime_type: input.mime_type ?? 'application/octet-stream',
    size: input.size,
    key: `${filePrefixes.archives}${archiveId}/files/${fileId}/1-${name}`,
  });
}

/**
 * Upload File, step 2: records the file once its object exists (422 until then, 409 while another
 * completion holds it, 404 once completed; shared/files/presigned-uploads.ts). If the name was
 * taken in the meantime the objects are removed and the answer is a 422.
 */
export async function completeUpload(archiveId: number, uploadId: string) {
  const file = await completePresignedUpload<ArchiveUpload, FileRow>(uploadId, {
    belongs: (pending) => pending.archive_id === archiveId,
    recorded: async (pending) => Boolean(await findEntity(ARCHIVE_FILE, pending.file_id)),
    record: (pending, stored) => recordFile(pending.file_id, archiveId, pending.folder_id, stored),
  });
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
