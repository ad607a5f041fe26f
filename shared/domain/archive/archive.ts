import {
  createEntity,
  findEntity,
  getEntity,
  linkedIds,
  listPage,
  loadEntities,
} from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { ValidationError } from '../../errors';
import type { PageRequest } from '../lists';
import { UNIT_RENTAL } from '../rentals/rentals';
import { unitRentalRecord } from '../rentals/unit-rentals';

/** A unit rental's archive of documents: folders (nested by parent_id) and files in S3. */
export interface Archive {
  unit_rental_id: number;
  name: string;
}
export interface ArchiveFolder {
  archive_id: number;
  parent_id: number | null;
  name: string;
}
export interface ArchiveFile {
  archive_id: number;
  folder_id: number | null;
  name: string;
  size: number;
  mime_type: string;
  key: string;
}

export const ARCHIVE = entityType<Archive>('ARCHIVE', { lists: [] });
export const ARCHIVE_FOLDER = entityType<ArchiveFolder>('ARCHIVE_FOLDER');
export const ARCHIVE_FILE = entityType<ArchiveFile>('ARCHIVE_FILE');

/** A folder id, when given, must name a folder of this archive (422 on `field` otherwise). */
export async function assertFolderOf(
  archiveId: number,
  folderId: number | null,
  field: string,
): Promise<void> {
  if (folderId === null) return;
  const folder = await findEntity(ARCHIVE_FOLDER, folderId);
  if (!folder || folder.archive_id !== archiveId) throw ValidationError.forField(field, 'validation.exists');
}

/** Folder names are unique per parent, compared without case. */
const folderNameKey = (archiveId: number, parentId: number | null, name: string) =>
  `${archiveId}#${parentId ?? 0}#${name.trim().toLowerCase()}`;

/**
 * Creates a folder in an archive.
 * 1. the archive must exist (404) and the parent, when given, must be a folder of it (422);
 * 2. the name is claimed per parent by a unique marker in the same transaction (duplicate: 422);
 * 3. answers the archive's unit rental record and the new folder.
 */
export async function createFolder(
  archiveId: number,
  input: { name: string; parent_id?: number | undefined },
  options: { revealPassword: boolean },
) {
  const archive = await getEntity(ARCHIVE, archiveId, 'archive');
  const parentId = input.parent_id ?? null;
  await assertFolderOf(archiveId, parentId, 'parent_id');
  const folder = await createEntity(
    ARCHIVE_FOLDER,
    { archive_id: archiveId, parent_id: parentId, name: input.name },
    {
      uniques: [
        { kind: 'ARCHIVE_FOLDER_NAME', field: 'name', value: folderNameKey(archiveId, parentId, input.name) },
      ],
      links: [{ type: ARCHIVE, id: archiveId }],
    },
  );
  const rental = await getEntity(UNIT_RENTAL, archive.unit_rental_id, 'unit rental');
  return {
    ...(await unitRentalRecord(rental, options)),
    folder: {
      id: folder.id,
      archive_id: folder.archive_id,
      parent_id: folder.parent_id,
      name: folder.name,
      created_at: folder.created_at,
    },
  };
}

type FileRow = EntityOf<typeof ARCHIVE_FILE>;

/** Explore: a page of archives, each with its folder tree and the files in each folder. */
export async function exploreArchives(options: PageRequest) {
  const { items, total } = await listPage(ARCHIVE, options.page, options.perPage);
  const records = await Promise.all(
    items.map(async (archive) => {
      const ref = { type: ARCHIVE, id: archive.id };
      const [folderIds, fileIds] = await Promise.all([
        linkedIds(ref, ARCHIVE_FOLDER),
        linkedIds(ref, ARCHIVE_FILE),
      ]);
      const loaded = await loadEntities([
        ...folderIds.map((id) => ({ type: ARCHIVE_FOLDER, id })),
        ...fileIds.map((id) => ({ type: ARCHIVE_FILE, id })),
      ]);
      const folders = loaded.list(ARCHIVE_FOLDER, folderIds).reverse();
      const files = loaded.list(ARCHIVE_FILE, fileIds).reverse();
      const fileRecord = (file: FileRow) => ({
        id: file.id,
        folder_id: file.folder_id ?? null,
        name: file.name,
        size: file.size,
        mime_type: file.mime_type,
        created_at: file.created_at,
      });
      const tree = (parentId: number | null): unknown[] =>
        folders
          .filter((folder) => (folder.parent_id ?? null) === parentId)
          .map((folder) => ({
            id: folder.id,
            parent_id: folder.parent_id ?? null,
            name: folder.name,
            created_at: folder.created_at,
            files: files.filter((file) => file.folder_id === folder.id).map(fileRecord),
            folders: tree(folder.id),
          }));
      return {
        id: archive.id,
        unit_rental_id: archive.unit_rental_id,
        name: archive.name,
        folders: tree(null),
        files: files.filter((file) => (file.folder_id ?? null) === null).map(fileRecord),
      };
    }),
  );
  return { items: records, total };
}
