import * as z from 'zod';
import { int, recordId, str, timestamp } from '../fields';

/** A unit rental's archive: folders, files and uploads. */

export const ArchiveFolder = z.strictObject({
  id: recordId(),
  archive_id: z.number().int(),
  parent_id: int(),
  name: z.string(),
  created_at: timestamp(),
});

const ArchiveFileRecord = z
  .strictObject({
    id: recordId(),
    folder_id: int(),
    name: z.string(),
    size: z.number().int(),
    mime_type: z.string(),
    created_at: timestamp(),
  })
  .meta({ id: 'ArchiveFile' });
interface ArchiveFolderNode {
  id: number;
  parent_id: number | null;
  name: string;
  created_at: string | null;
  files: Array<z.output<typeof ArchiveFileRecord>>;
  folders: ArchiveFolderNode[];
}
const ArchiveFolderNode: z.ZodType<ArchiveFolderNode> = z
  .lazy(() =>
    z.strictObject({
      id: recordId(),
      parent_id: int(),
      name: z.string(),
      created_at: timestamp(),
      files: z.array(ArchiveFileRecord),
      folders: z.array(ArchiveFolderNode),
    }),
  )
  .meta({ id: 'ArchiveFolderNode' });
/** A file of an archive, as uploaded. */
export const ArchiveFile = ArchiveFileRecord;
/** A file of an archive with a short-lived download URL. */
export const ArchiveFileDownload = ArchiveFileRecord.extend({ url: z.string().url() });
/** Step 1 of a large upload: PUT the bytes to `url` with `headers`, then complete with `upload_id`. */
export const ArchiveUploadUrl = z.strictObject({
  upload_id: z.string().uuid(),
  method: z.literal('PUT'),
  url: z.string().url(),
  headers: z.record(z.string(), z.string()),
  expires_at: timestamp(),
});
/** An archive as Explore Archive lists it: its folder tree and the files at its root. */
export const ArchiveRecord = z.strictObject({
  id: recordId(),
  unit_rental_id: int(),
  name: str(),
  folders: z.array(ArchiveFolderNode),
  files: z.array(ArchiveFileRecord),
});
