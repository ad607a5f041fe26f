import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ArchiveFile, ArchiveFileDownload, ArchiveUploadUrl } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const archive = `${baseUrl}/system/archive/1`;

async function startUpload(size: number, mimeType: string) {
  const started = await call(`${archive}/upload-url`, {
    headers: keyHeaders(),
    form: { name: `scan-${randomUUID().slice(0, 8)}.tif`, size: String(size), mime_type: mimeType },
  });
  expect(started.status).toBe(201);
  return expectSingle(started.body, ArchiveUploadUrl);
}

const complete = (uploadId: string) =>
  call(`${archive}/complete-upload`, { headers: keyHeaders(), form: { upload_id: uploadId } });

/** What a caller downloading the recorded file receives: its bytes and its type. */
async function download(fileId: number) {
  const response = await call(`${archive}/files/${fileId}/download`, { headers: keyHeaders() });
  expect(response.status).toBe(200);
  const fetched = await fetch(expectSingle(response.body, ArchiveFileDownload).url);
  expect(fetched.status).toBe(200);
  return { bytes: Buffer.from(await fetched.arrayBuffer()), type: fetched.headers.get('content-type') };
}

describe('archive files: a completed presigned upload cannot be replaced', () => {
  it('keeps the recorded bytes and type when the upload URL is used again after completion', async () => {
    const first = randomBytes(64 * 1024);
    const slot = await startUpload(first.length, 'image/tiff');
    expect((await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: first })).status).toBe(200);
    const completed = await complete(slot.upload_id);
    expect(completed.status).toBe(201);
    const file = expectSingle(completed.body, ArchiveFile);

    // The URL is still valid (15 minutes): it now writes to staging only.
    const second = Buffer.from('<script>alert(1)</script>');
    const again = await fetch(slot.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/html' },
      body: second,
    });
    expect(again.status).toBe(200);

    const downloaded = await download(file.id);
    expect(downloaded.bytes.equals(first)).toBe(true);
    expect(downloaded.type).toBe('image/tiff');
  });

  it('records the announced type, whatever type the PUT carried', async () => {
    const bytes = randomBytes(1000);
    const slot = await startUpload(bytes.length, 'application/pdf');
    await fetch(slot.url, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body: bytes });
    const completed = await complete(slot.upload_id);
    expect(completed.status).toBe(201);
    const downloaded = await download(expectSingle(completed.body, ArchiveFile).id);
    expect(downloaded.bytes.equals(bytes)).toBe(true);
    expect(downloaded.type).toBe('application/pdf');
  });

  it('records one file from 20 parallel completions racing a PUT, and serves what it recorded', async () => {
    const [a, b] = [randomBytes(4096), randomBytes(4096)];
    const slot = await startUpload(a.length, 'image/tiff');
    await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: a });
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => complete(slot.upload_id))),
      fetch(slot.url, { method: 'PUT', headers: slot.headers, body: b }),
    ]);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    for (const answer of answers) expect([201, 404, 409]).toContain(answer.status);
    const file = expectSingle(created[0]?.body, ArchiveFile);
    const recorded = await download(file.id);
    expect(recorded.bytes.equals(a) || recorded.bytes.equals(b)).toBe(true);

    await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: randomBytes(4096) });
    expect((await complete(slot.upload_id)).status).toBe(404);
    expect((await download(file.id)).bytes.equals(recorded.bytes)).toBe(true);
  });
});
