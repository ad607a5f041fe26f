import { randomBytes, randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { localS3Options } from '../../../infra/local/s3-options';
import { ArchiveFile, ArchiveFileDownload, ArchiveUploadUrl } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const archive = `${baseUrl}/system/archive/1`;
const CONTRACTS_FOLDER = 1;
const s3 = new S3Client(localS3Options(process.env.S3_ENDPOINT as string));

/** The objects stored under the archive's prefix: no test may leave one without a record. */
async function archiveObjects(): Promise<string[]> {
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: process.env.BUCKET_NAME as string, Prefix: 'archives/1/' }),
  );
  return (listed.Contents ?? []).map((object) => object.Key as string).sort();
}

const upload = (form: Record<string, string | Blob>, headers = keyHeaders()) =>
  call(`${archive}/upload-file`, { headers, form });

async function downloadBytes(fileId: number): Promise<Buffer> {
  const response = await call(`${archive}/files/${fileId}/download`, { headers: keyHeaders() });
  expect(response.status).toBe(200);
  const file = expectSingle(response.body, ArchiveFileDownload);
  const fetched = await fetch(file.url);
  expect(fetched.status).toBe(200);
  return Buffer.from(await fetched.arrayBuffer());
}

describe('archive files: upload (multipart and presigned) and download', () => {
  it('uploads a binary file by multipart into a folder and downloads it byte for byte', async () => {
    const bytes = randomBytes(300 * 1024);
    const name = `scan-${randomUUID().slice(0, 8)}.bin`;
    const response = await upload({
      file: new File([bytes], name, { type: 'application/octet-stream' }),
      folder_id: String(CONTRACTS_FOLDER),
    });
    expect(response.status).toBe(201);
    const file = expectSingle(response.body, ArchiveFile);
    expect(file).toMatchObject({ folder_id: CONTRACTS_FOLDER, name, size: bytes.length });
    expect((await downloadBytes(file.id)).equals(bytes)).toBe(true);

    const explored = await call(`${baseUrl}/system/archive`, { headers: keyHeaders() });
    const contracts = explored.body.response.data[0].folders.find(
      (f: { id: number }) => f.id === CONTRACTS_FOLDER,
    );
    expect(contracts.files.map((f: { id: number }) => f.id)).toContain(file.id);
  });

  it('refuses a name already in the folder (any case) with a 422 and leaves no object behind', async () => {
    const before = await archiveObjects();
    const response = await upload({
      file: new File(['x'], 'whatever.txt'),
      folder_id: String(CONTRACTS_FOLDER),
      name: 'LEASE-2026.TXT',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: ['The name has already been taken.'] });
    expect(await archiveObjects()).toEqual(before);
  });

  it('cleans names of paths and control characters; a name with nothing left is a 422', async () => {
    const suffix = randomUUID().slice(0, 8);
    const cleaned = await upload({ file: new File(['a'], `../../etc/passwd-${suffix}`) });
    expect(cleaned.status).toBe(201);
    expect(cleaned.body.data.name).toBe(`passwd-${suffix}`);
    const control = await upload({ file: new File(['b'], 'x.txt'), name: `bad\u0007name-${suffix}.txt` });
    expect(control.body.data.name).toBe(`badname-${suffix}.txt`);
    const empty = await upload({ file: new File(['c'], 'x.txt'), name: '..' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['name']);
  });

  it('answers 422 for a missing or oversized file and a folder of no such archive folder; 404 for an unknown archive', async () => {
    const missing = await call(`${archive}/upload-file`, { headers: keyHeaders(), form: { name: 'x.txt' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ file: ['The file field is required.'] });
    const big = await upload({ file: new File([randomBytes(4 * 1024 * 1024 + 1)], 'big.bin') });
    expect(big.status).toBe(422);
    expect(big.body.errors.file).toEqual(['The file field must not be greater than 4096 kilobytes.']);
    const folder = await upload({ file: new File(['x'], 'x.txt'), folder_id: '999999' });
    expect(folder.body.errors).toEqual({ folder_id: ['The selected folder id is invalid.'] });
    const unknown = await call(`${baseUrl}/system/archive/999999/upload-file`, {
      headers: keyHeaders(),
      form: { file: new File(['x'], 'x.txt') },
    });
    expect(unknown.status).toBe(404);
  });

  it('uploads a large file straight to S3 with a presigned URL, recorded once on completion', async () => {
    const bytes = randomBytes(5 * 1024 * 1024);
    const name = `survey-${randomUUID().slice(0, 8)}.tif`;
    const started = await call(`${archive}/upload-url`, {
      headers: keyHeaders(),
      form: {
        name,
        size: String(bytes.length),
        mime_type: 'image/tiff',
        folder_id: String(CONTRACTS_FOLDER),
      },
    });
    expect(started.status).toBe(201);
    const slot = expectSingle(started.body, ArchiveUploadUrl);

    const early = await call(`${archive}/complete-upload`, {
      headers: keyHeaders(),
      form: { upload_id: slot.upload_id },
    });
    expect(early.status).toBe(422);
    expect(early.body.errors.upload_id).toEqual([
      'The file has not been uploaded yet: PUT it to the upload URL first.',
    ]);

    const put = await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: bytes });
    expect(put.status).toBe(200);
    const completed = await call(`${archive}/complete-upload`, {
      headers: keyHeaders(),
      form: { upload_id: slot.upload_id },
    });
    expect(completed.status).toBe(201);
    const file = expectSingle(completed.body, ArchiveFile);
    expect(file).toMatchObject({
      name,
      size: bytes.length,
      mime_type: 'image/tiff',
      folder_id: CONTRACTS_FOLDER,
    });
    expect((await downloadBytes(file.id)).equals(bytes)).toBe(true);

    const again = await call(`${archive}/complete-upload`, {
      headers: keyHeaders(),
      form: { upload_id: slot.upload_id },
    });
    expect(again.status).toBe(404);
  });

  it('refuses a completed upload whose size is not the one announced, and removes its object', async () => {
    const before = await archiveObjects();
    const started = await call(`${archive}/upload-url`, {
      headers: keyHeaders(),
      form: { name: `short-${randomUUID().slice(0, 8)}.pdf`, size: '1000' },
    });
    const slot = expectSingle(started.body, ArchiveUploadUrl);
    await fetch(slot.url, { method: 'PUT', body: randomBytes(10) });
    const completed = await call(`${archive}/complete-upload`, {
      headers: keyHeaders(),
      form: { upload_id: slot.upload_id },
    });
    expect(completed.status).toBe(422);
    expect(await archiveObjects()).toEqual(before);
  });

  it('answers 422 for bad upload-url input and a taken name, 404 for unknown files, 403/401 for keys', async () => {
    const bad = await call(`${archive}/upload-url`, { headers: keyHeaders(), form: { size: '0' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['The name field is required.'],
      size: ['The size field must be at least 1.'],
    });
    const taken = await call(`${archive}/upload-url`, {
      headers: keyHeaders(),
      form: { name: 'lease-2026.txt', size: '10', folder_id: String(CONTRACTS_FOLDER) },
    });
    expect(taken.body.errors).toEqual({ name: ['The name has already been taken.'] });
    expect((await call(`${archive}/files/999999/download`, { headers: keyHeaders() })).status).toBe(404);
    expect(
      (await call(`${baseUrl}/system/archive/2/files/1/download`, { headers: keyHeaders() })).status,
    ).toBe(404);
    expect((await call(`${archive}/files/1/download`)).status).toBe(403);
    expect(
      (await call(`${archive}/files/1/download`, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) }))
        .status,
    ).toBe(401);
    expect(
      (await upload({ file: new File(['x'], 'x.txt') }, keyHeaders({ 'x-secret-key': 'wrong' }))).status,
    ).toBe(401);
  });
});
