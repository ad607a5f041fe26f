import { randomBytes, randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { getEntity } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { SALE_FILE, saleFiles } from '../../../shared/domain/sale-files/sale-files';
import { storedSize } from '../../../shared/files/files';
import { SaleFile, SaleFileUploadUrl } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { ownSale } from '../../support/sale-fixtures';

const filesUrl = (saleId: number) => `${systemUserUrl}/sales-support/sales/${saleId}/files`;
const post = (saleId: number, headers: Record<string, string>, fields: Record<string, unknown>) =>
  call(filesUrl(saleId), {
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });

/** Step 1: a presigned PUT URL for a file of `size` bytes (JSON, as a client app sends it). */
async function startUpload(
  saleId: number,
  headers: Record<string, string>,
  size: number,
  mimeType = 'application/pdf',
) {
  const started = await post(saleId, headers, {
    file_name: 'Signed contract.pdf',
    size,
    mime_type: mimeType,
    category: 'signed_contract',
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return expectSingle(started.body, SaleFileUploadUrl);
}

const putBytes = (slot: { url: string; headers: Record<string, string> }, bytes: Buffer) =>
  fetch(slot.url, { method: 'PUT', headers: slot.headers, body: bytes });

/** Where the caller's PUT lands (read from the pending upload, as only the API knows it). */
async function stagingKeyOf(uploadId: string): Promise<string> {
  const pending = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.upload(uploadId) }));
  return pending.Item?.staging_key as string;
}

describe('{system_user_url}/sales-support/sales/{sale_id}/files: presigned uploads above the request limit', () => {
  it('a 5 MB file end to end: URL, PUT, completion (201, recorded as a direct upload), downloaded byte for byte', async () => {
    const { sale, held } = await ownSale();
    const bytes = randomBytes(5 * 1024 * 1024);
    const slot = await startUpload(sale.id, held.agent.headers, bytes.length);
    expect(slot.headers).toEqual({
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
    });
    expect(Date.parse(slot.expires_at as string) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    // Nothing is filed before the completion.
    expect(await saleFiles(sale.id)).toEqual([]);
    expect((await putBytes(slot, bytes)).status).toBe(200);

    const completed = await call(filesUrl(sale.id), {
      headers: held.agent.headers,
      form: { upload_id: slot.upload_id, category: 'signed_contract', name: 'عقد موقع.pdf' },
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(201);
    const file = expectSingle(completed.body, SaleFile);
    expect(file).toMatchObject({
      sale_id: sale.id,
      category: 'signed_contract',
      name: 'عقد موقع.pdf',
      mime_type: 'application/pdf',
      size: bytes.length,
      uploaded_by_user_id: held.agent.id,
      deleted_at: null,
    });
    const download = await fetch(file.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const stored = await getEntity(SALE_FILE, file.id, 'file');
    expect(stored.key).toMatch(new RegExp(`^sales/${sale.id}/files/[0-9a-f-]{36}/1-عقد موقع\\.pdf$`));
    expect((await saleFiles(sale.id)).map((each) => each.id)).toEqual([file.id]);
    // The staged object is gone; the pending upload too: a second completion is a 404.
    expect(await storedSize(`staging/${slot.upload_id}`)).toBeUndefined();
    const again = await post(sale.id, held.agent.headers, { upload_id: slot.upload_id, category: 'other' });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'The requested upload was not found.' });
  });

  it('answers 422 naming the field: a size over 100 MB, missing file_name or size, a completion never PUT', async () => {
    const { sale, held } = await ownSale();
    const big = await post(sale.id, held.agent.headers, {
      file_name: 'scan.tif',
      size: 100 * 1024 * 1024 + 1,
      mime_type: 'image/tiff',
      category: 'deed',
    });
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ size: ['The size field must not be greater than 104857600.'] });
    const noSize = await post(sale.id, held.agent.headers, { file_name: 'scan.tif', category: 'deed' });
    expect(noSize.status).toBe(422);
    expect(Object.keys(noSize.body.errors)).toEqual(['size']);
    const noName = await post(sale.id, held.agent.headers, { size: 10, category: 'deed' });
    expect(Object.keys(noName.body.errors)).toEqual(['file_name']);
    const badId = await post(sale.id, held.agent.headers, { upload_id: 'not-a-uuid', category: 'deed' });
    expect(Object.keys(badId.body.errors)).toEqual(['upload_id']);

    const slot = await startUpload(sale.id, held.agent.headers, 1000);
    const neverPut = await post(sale.id, held.agent.headers, { upload_id: slot.upload_id, category: 'deed' });
    expect(neverPut.status).toBe(422);
    expect(neverPut.body.errors).toEqual({
      upload_id: ['The file has not been uploaded yet: PUT it to the upload URL first.'],
    });
    // Still pending: once PUT, the same upload completes.
    expect((await putBytes(slot, randomBytes(1000))).status).toBe(200);
    const later = await post(sale.id, held.agent.headers, { upload_id: slot.upload_id, category: 'deed' });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(await saleFiles(sale.id)).toHaveLength(1);
  });

  it('the URL takes only the announced size; an object of another size is refused with a 422 and removed', async () => {
    const { sale, held } = await ownSale();
    const slot = await startUpload(sale.id, held.agent.headers, 2000);
    // Content-Length is signed, so S3 refuses a body of another size at the PUT (signed as the AWS SDK
    // signs it: test/unit/files/presign.test.ts). The emulator does not check SigV4 signatures: the
    // body below lands, as in a store that let it through, and the completion checks the size itself.
    expect(new URL(slot.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    const longer = await fetch(slot.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body: randomBytes(3000),
    });
    expect(longer.status).toBe(200);
    const stagingKey = await stagingKeyOf(slot.upload_id);
    expect(await storedSize(stagingKey)).toBe(3000);
    const completed = await post(sale.id, held.agent.headers, {
      upload_id: slot.upload_id,
      category: 'other',
    });
    expect(completed.status).toBe(422);
    expect(completed.body.errors).toEqual({
      upload_id: ['The uploaded file is not the announced 2000 bytes; upload it again.'],
    });
    expect(await storedSize(stagingKey)).toBeUndefined();
    expect(await saleFiles(sale.id)).toEqual([]);
  });

  it("404 for another sale's upload and a sale outside the row scope; 403 without sales.sales.manage", async () => {
    const [{ sale, held }, other] = await Promise.all([ownSale(), ownSale()]);
    const theirs = await startUpload(other.sale.id, other.held.agent.headers, 10);
    expect((await putBytes(theirs, randomBytes(10))).status).toBe(200);
    // Completed on my own sale: not my sale's upload.
    const crossed = await post(sale.id, held.agent.headers, {
      upload_id: theirs.upload_id,
      category: 'other',
    });
    expect(crossed.status).toBe(404);
    expect(crossed.body).toEqual({ message: 'The requested upload was not found.' });
    const unknown = await post(sale.id, held.agent.headers, { upload_id: randomUUID(), category: 'other' });
    expect(unknown.status).toBe(404);
    const hidden = await post(other.sale.id, held.agent.headers, {
      upload_id: theirs.upload_id,
      category: 'other',
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'The requested sale was not found.' });
    const hiddenUrl = await post(other.sale.id, held.agent.headers, {
      file_name: 'x.pdf',
      size: 10,
      category: 'other',
    });
    expect(hiddenUrl.status).toBe(404);
    const reader = await crmStaff(['finance_manager'], { row_scope: 'all' }, ['sales.sales.view']);
    expect(
      (await post(other.sale.id, reader.headers, { upload_id: theirs.upload_id, category: 'other' })).status,
    ).toBe(403);
    expect(
      (await post(other.sale.id, reader.headers, { file_name: 'x.pdf', size: 10, category: 'other' })).status,
    ).toBe(403);
    expect(await saleFiles(sale.id)).toEqual([]);
    // The owner still completes it.
    const own = await post(other.sale.id, other.held.agent.headers, {
      upload_id: theirs.upload_id,
      category: 'other',
    });
    expect(own.status).toBe(201);
    expect((await saleFiles(other.sale.id)).map((each) => each.id)).toEqual([own.body.data.id]);
  });

  it('20 completions of one upload at once: one file record, the others 404 or 409', async () => {
    const { sale, held } = await ownSale();
    const bytes = randomBytes(50_000);
    const slot = await startUpload(sale.id, held.agent.headers, bytes.length);
    expect((await putBytes(slot, bytes)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(sale.id, held.agent.headers, { upload_id: slot.upload_id, category: 'receipt' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(
      statuses.every((status) => [201, 404, 409].includes(status)),
      JSON.stringify(statuses),
    ).toBe(true);
    const files = await saleFiles(sale.id);
    expect(files).toHaveLength(1);
    const filed = answers.find((answer) => answer.status === 201);
    expect(files[0]?.id).toBe(filed?.body.data.id);
    const download = await fetch(files[0]?.url as string);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
