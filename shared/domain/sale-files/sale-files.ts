import { randomUUID } from 'node:crypto';
import { nextId } from '../../db/counters';
import { createEntity, findEntity, linkedIds, loadEntities, updateEntity } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { NotFoundError } from '../../errors';
import { filePrefixes } from '../../files/file-prefixes';
import { presignedDownloadUrl, type StoredFile, safeFileName, withStoredFiles } from '../../files/files';
import {
  completePresignedUpload,
  openPresignedUpload,
  type UploadTarget,
} from '../../files/presigned-uploads';
import type { UploadedFile } from '../../files/uploaded-file';
import type { StaffCaller } from '../callers/callers';
import { scopedSaleById } from '../sale-operations/sale-access';
import { SALE } from '../sales/sales';

/** What a sale's document is (STAFF-DOMAIN 6.10). */
export const SALE_FILE_CATEGORIES = [
  'national_id',
  'bank_letter',
  'valuation',
  'signed_contract',
  'deed',
  'receipt',
  'other',
] as const;
export type SaleFileCategory = (typeof SALE_FILE_CATEGORIES)[number];

/**
 * A document filed on a sale, its object in the files bucket. A delete is soft (`soft_deleted_at`:
 * the object stays, as a signed contract or a deed must); the store's own `deleted_at` is not used,
 * so the record stays readable for an audit.
 */
export interface SaleFile extends StoredFile {
  sale_id: number;
  category: SaleFileCategory;
  uploaded_by_user_id: number;
  soft_deleted_at?: string | null;
  deleted_by_user_id?: number | null;
}

/** A sale's files hang under the sale (a link each: `linkedIds(sale, SALE_FILE)`), a per-sale read. */
export const SALE_FILE = entityType<SaleFile>('SALE_FILE');
export type SaleFileEntity = EntityOf<typeof SALE_FILE>;

/** A file as the staff app reads it: a short-lived download URL in place of the key. */
export async function saleFileRecord(file: SaleFileEntity) {
  return {
    id: file.id,
    sale_id: file.sale_id,
    category: file.category,
    name: file.name,
    mime_type: file.mime_type,
    size: file.size,
    url: await presignedDownloadUrl(file.key, file.name),
    uploaded_by_user_id: file.uploaded_by_user_id,
    created_at: file.created_at,
    deleted_at: file.soft_deleted_at ?? null,
  };
}

/**
 * The largest file a presigned upload takes: 100 MB, room for a long scanned contract or deed at
 * print resolution (a request carries 4 MB), while a mistaken video upload is still refused.
 */
export const SALE_FILE_PRESIGNED_MAX_BYTES = 100 * 1024 * 1024;

/** What a sale's pending upload records: the sale, the reserved file id and the object's folder. */
interface SaleFileUpload extends UploadTarget {
  sale_id: number;
  file_id: number;
  /** `sales/<sale>/files/<uuid>`: the object is `<prefix>/1-<name>`, as a direct upload's. */
  key_prefix: string;
}

/** The record of a sale's file, linked under the sale (a direct upload and a completed one alike). */
function recordSaleFile(
  viewer: StaffCaller,
  saleId: number,
  stored: StoredFile,
  category: SaleFileCategory,
  id?: number,
) {
  return createEntity(
    SALE_FILE,
    {
      ...stored,
      sale_id: saleId,
      category,
      uploaded_by_user_id: viewer.id,
      soft_deleted_at: null,
      deleted_by_user_id: null,
    },
    { ...(id ? { id } : {}), links: [{ type: SALE, id: saleId }] },
  );
}

/**
 * sale upload-file, step 1 of a file above the request limit: reserves the file id and answers a
 * presigned PUT URL (15 minutes) to a staging key, signed with the announced `Content-Length` (S3
 * refuses another size). Nothing is filed until step 2. 404 outside the row scope.
 */
export async function createSaleFileUploadUrl(
  viewer: StaffCaller,
  saleId: number,
  input: { file_name: string; size: number; mime_type?: string | undefined },
) {
  const sale = await scopedSaleById(viewer, 'holds-and-sales', saleId);
  const name = safeFileName(input.file_name) || 'file';
  const prefix = `${filePrefixes.sales}${sale.id}/files/${randomUUID()}`;
  return openPresignedUpload<SaleFileUpload>(
    {
      sale_id: sale.id,
      file_id: await nextId(SALE_FILE),
      key_prefix: prefix,
      key: `${prefix}/1-${name}`,
      name,
      mime_type: input.mime_type ?? 'application/octet-stream',
      size: input.size,
    },
    { exactLength: true },
  );
}

/**
 * sale upload-file, step 2: files the uploaded object as a direct upload would (the SALE_FILE
 * record, `category` and an optional `name` given now). 422 on `upload_id` until the object is
 * there or when its size is not the announced one; 409 while another completion holds the upload;
 * 404 for an upload of another sale or one already completed (shared/files/presigned-uploads.ts).
 */
export async function completeSaleFileUpload(
  viewer: StaffCaller,
  saleId: number,
  input: { upload_id: string; category: SaleFileCategory; name?: string | undefined },
) {
  const sale = await scopedSaleById(viewer, 'holds-and-sales', saleId);
  const name = input.name === undefined ? undefined : safeFileName(input.name) || 'file';
  const file = await completePresignedUpload<SaleFileUpload, SaleFileEntity>(input.upload_id, {
    belongs: (pending) => pending.sale_id === sale.id,
    key: (pending) => (name ? `${pending.key_prefix}/1-${name}` : pending.key),
    recorded: async (pending) => Boolean(await findEntity(SALE_FILE, pending.file_id)),
    record: (pending, stored) =>
      recordSaleFile(
        viewer,
        sale.id,
        { ...stored, name: name ?? stored.name },
        input.category,
        pending.file_id,
      ),
  });
  return saleFileRecord(file);
}

/**
 * sale upload-file: stores the file under `sales/<sale>/files/<uuid>/` and records it, linked under
 * the sale; if the record cannot be written the object is removed again. 404 outside the row scope.
 */
export async function uploadSaleFile(
  viewer: StaffCaller,
  saleId: number,
  input: { file: UploadedFile; category: SaleFileCategory; name?: string | undefined },
) {
  const sale = await scopedSaleById(viewer, 'holds-and-sales', saleId);
  const file = await withStoredFiles(
    [{ ...input.file, filename: input.name ?? input.file.filename }],
    `${filePrefixes.sales}${sale.id}/files/${randomUUID()}`,
    ([stored]) => recordSaleFile(viewer, sale.id, stored as StoredFile, input.category),
  );
  return saleFileRecord(file);
}

/**
 * sale delete-file: a soft delete of one of the sale's live files, conditioned on the version read
 * (of deletes at once one lands, the others answer 404 or 409). Another sale's file, or one already
 * deleted: 404.
 */
export async function deleteSaleFile(viewer: StaffCaller, saleId: number, fileId: number) {
  const sale = await scopedSaleById(viewer, 'holds-and-sales', saleId);
  const file = await findEntity(SALE_FILE, fileId);
  if (!file || file.sale_id !== sale.id || file.soft_deleted_at) throw new NotFoundError('file');
  await updateEntity(
    SALE_FILE,
    file.id,
    { soft_deleted_at: new Date().toISOString(), deleted_by_user_id: viewer.id },
    { recordName: 'file', current: file },
  );
  return { deleted: true as const };
}

/** A sale's live files, newest first (a per-sale read through its links). */
export async function saleFiles(saleId: number) {
  const ids = await linkedIds({ type: SALE, id: saleId }, SALE_FILE);
  const loaded = await loadEntities(ids.map((id) => ({ type: SALE_FILE, id })));
  const live = loaded.list(SALE_FILE, ids).filter((file) => !file.soft_deleted_at);
  return Promise.all(live.map(saleFileRecord));
}
