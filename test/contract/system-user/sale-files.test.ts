import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getEntity } from '../../../shared/db/entity-store';
import { SALE_FILE, saleFiles } from '../../../shared/domain/sale-files/sale-files';
import { storedSize } from '../../../shared/files/files';
import { Deleted, SaleFile, SalesSupportUnitSale } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { ownSale } from '../../support/sale-fixtures';

const filesUrl = (saleId: number) => `${systemUserUrl}/sales-support/sales/${saleId}/files`;
const upload = (saleId: number, headers: Record<string, string>, form: Record<string, string | Blob>) =>
  call(filesUrl(saleId), { headers, form });

describe('{system_user_url}/sales-support/sales/{sale_id}/files', () => {
  it('upload-file: 201 with the file, its bytes in the bucket under the sale; listed with the sale until deleted (soft)', async () => {
    const { sale, held } = await ownSale();
    const bytes = randomBytes(300_000);
    const uploaded = await upload(sale.id, held.agent.headers, {
      file: new File([bytes], 'تحويل البنك.pdf', { type: 'application/pdf' }),
      category: 'bank_letter',
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const file = expectSingle(uploaded.body, SaleFile);
    expect(file).toMatchObject({
      sale_id: sale.id,
      category: 'bank_letter',
      name: 'تحويل البنك.pdf',
      mime_type: 'application/pdf',
      size: 300_000,
      uploaded_by_user_id: held.agent.id,
      deleted_at: null,
    });
    const download = await fetch(file.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const stored = await getEntity(SALE_FILE, file.id, 'file');
    expect(stored.key).toMatch(new RegExp(`^sales/${sale.id}/files/[0-9a-f-]{36}/1-`));

    const named = await upload(sale.id, held.agent.headers, {
      file: new File(['deed'], '../../deed.txt'),
      category: 'deed',
      name: 'Deed 4471.txt',
    });
    expect(named.status).toBe(201);
    expect(named.body.data.name).toBe('Deed 4471.txt');
    expect((await saleFiles(sale.id)).map((each) => each.id)).toEqual([named.body.data.id, file.id]);

    const deleted = await call(`${filesUrl(sale.id)}/${file.id}`, {
      method: 'DELETE',
      headers: held.agent.headers,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(expectSingle(deleted.body, Deleted)).toEqual({ deleted: true });
    expect((await saleFiles(sale.id)).map((each) => each.id)).toEqual([named.body.data.id]);
    // Soft: the record says who deleted it, and the object stays.
    expect(await getEntity(SALE_FILE, file.id, 'file')).toMatchObject({ deleted_by_user_id: held.agent.id });
    expect(await storedSize(stored.key)).toBe(300_000);
    const again = await call(`${filesUrl(sale.id)}/${file.id}`, {
      method: 'DELETE',
      headers: held.agent.headers,
    });
    expect(again.status).toBe(404);
    // A path parameter that fails its schema answers 404 (shared/http/operation.ts), as an unknown id.
    const notAnId = await call(`${filesUrl(sale.id)}/first`, {
      method: 'DELETE',
      headers: held.agent.headers,
    });
    expect(notAnId.status).toBe(404);
  });

  it('answers 422 naming the field on a missing or unknown category, a missing file and one over 4 MB, and stores nothing', async () => {
    const { sale, held } = await ownSale();
    const noCategory = await upload(sale.id, held.agent.headers, { file: new File(['x'], 'x.txt') });
    expect(noCategory.status).toBe(422);
    expect(Object.keys(noCategory.body.errors)).toEqual(['category']);
    const unknown = await upload(sale.id, held.agent.headers, {
      file: new File(['x'], 'x.txt'),
      category: 'selfie',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ category: ['The selected category is invalid.'] });
    const noFile = await upload(sale.id, held.agent.headers, { category: 'other' });
    expect(noFile.status).toBe(422);
    expect(Object.keys(noFile.body.errors)).toEqual(['file']);
    const big = await upload(sale.id, held.agent.headers, {
      file: new File([randomBytes(4 * 1024 * 1024 + 1)], 'big.bin'),
      category: 'other',
    });
    expect(big.status).toBe(422);
    expect(Object.keys(big.body.errors)).toEqual(['file']);
    const arabic = await call(filesUrl(sale.id), {
      headers: { ...held.agent.headers, 'Accept-Language': 'ar' },
      form: { file: new File(['x'], 'x.txt'), category: 'selfie' },
    });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.category[0]).toMatch(/[\u0600-\u06FF]/);
    expect(await saleFiles(sale.id)).toEqual([]);
  });

  it("answers 404 outside the row scope and for another sale's file, 403 without sales.sales.manage", async () => {
    const [{ sale, held }, other] = await Promise.all([ownSale(), ownSale()]);
    const theirs = await upload(other.sale.id, other.held.agent.headers, {
      file: new File(['x'], 'x.txt'),
      category: 'receipt',
    });
    expect(theirs.status).toBe(201);
    const hidden = await upload(other.sale.id, held.agent.headers, {
      file: new File(['x'], 'x.txt'),
      category: 'other',
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'The requested sale was not found.' });
    const crossed = await call(`${filesUrl(sale.id)}/${theirs.body.data.id}`, {
      method: 'DELETE',
      headers: held.agent.headers,
    });
    expect(crossed.status).toBe(404);
    expect(crossed.body).toEqual({ message: 'The requested file was not found.' });
    const reader = await crmStaff(['finance_manager'], { row_scope: 'all' }, ['sales.sales.view']);
    expect(
      (await upload(other.sale.id, reader.headers, { file: new File(['x'], 'x.txt'), category: 'other' }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(`${filesUrl(other.sale.id)}/${theirs.body.data.id}`, {
          method: 'DELETE',
          headers: reader.headers,
        })
      ).status,
    ).toBe(403);
    expect((await saleFiles(other.sale.id)).map((each) => each.id)).toEqual([theirs.body.data.id]);
  });

  it('20 deletes of one file at once: one lands, the others answer 404 or 409', async () => {
    const { sale, held } = await ownSale();
    const file = await upload(sale.id, held.agent.headers, {
      file: new File(['x'], 'x.txt'),
      category: 'other',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(`${filesUrl(sale.id)}/${file.body.data.id}`, { method: 'DELETE', headers: held.agent.headers }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 404, 409].includes(status))).toBe(true);
    expect(await saleFiles(sale.id)).toEqual([]);
  });

  it("the sale tab lists the sale's live files, newest first, each downloadable", async () => {
    const { sale, held } = await ownSale();
    const tab = () =>
      call(`${systemUserUrl}/sales-support/saleable-details/${held.unit.id}/sale`, {
        headers: held.agent.headers,
      });
    expect(expectSingle((await tab()).body, SalesSupportUnitSale).files).toEqual([]);
    const bytes = randomBytes(2000);
    const kept = await upload(sale.id, held.agent.headers, {
      file: new File([bytes], 'valuation.pdf', { type: 'application/pdf' }),
      category: 'valuation',
    });
    const dropped = await upload(sale.id, held.agent.headers, {
      file: new File(['x'], 'x.txt'),
      category: 'other',
    });
    const newest = await upload(sale.id, held.agent.headers, {
      file: new File(['deed'], 'deed.txt'),
      category: 'deed',
    });
    await call(`${filesUrl(sale.id)}/${dropped.body.data.id}`, {
      method: 'DELETE',
      headers: held.agent.headers,
    });
    const read = await tab();
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const files = expectSingle(read.body, SalesSupportUnitSale).files;
    expect(files.map((file) => [file.id, file.category, file.name])).toEqual([
      [newest.body.data.id, 'deed', 'deed.txt'],
      [kept.body.data.id, 'valuation', 'valuation.pdf'],
    ]);
    const download = await fetch(files[1]?.url as string);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
