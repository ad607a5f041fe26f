import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import {
  createEntity,
  deleteEntity,
  getEntity,
  listPage,
  listSearch,
  updateEntity,
} from '../../../shared/db/entity-store';
import { entityType } from '../../../shared/db/entity-type';
import { keys } from '../../../shared/db/keys';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';

/** What the test entities hold: some of these attributes. */
interface Thing {
  name?: string;
  email?: string | null;
  note?: string | null;
  n?: number;
}

/** A fresh entity type per test, so tests share the table but never each other's rows. */
const freshType = () => entityType<Thing>(`TEST${randomUUID().slice(0, 8).toUpperCase()}`, { lists: [] });
/** Live entities of the type: the total of its unfiltered list. */
const totalOf = async (type: ReturnType<typeof freshType>) => (await listPage(type, 1, 1)).total;
const uniqueEmail = (type: string, email: string | null) => [
  { kind: `${type}_EMAIL`, field: 'email', value: email },
];

describe('entity store on DynamoDB Local', () => {
  it('gives consecutive integer ids and counts creates and deletes in the list total', async () => {
    const type = freshType();
    const first = await createEntity(type, { name: 'a' });
    const second = await createEntity(type, { name: 'b' });
    expect([first.id, second.id]).toEqual([1, 2]);
    expect(first.version).toBe(1);
    expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await totalOf(type)).toBe(2);
    await deleteEntity(type, first.id, { recordName: 'thing' });
    expect(await totalOf(type)).toBe(1);
    await expect(getEntity(type, first.id, 'thing')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a duplicate unique value with a 422 on its field and writes nothing', async () => {
    const type = freshType();
    await createEntity(type, { email: 'x@example.com' }, { uniques: uniqueEmail(type, 'x@example.com') });
    const attempt = createEntity(
      type,
      { email: 'x@example.com' },
      { uniques: uniqueEmail(type, 'x@example.com') },
    );
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await attempt.catch((error: ValidationError) =>
      expect(error.fields).toEqual({ email: [{ key: 'validation.unique' }] }),
    );
    expect(await totalOf(type)).toBe(1);
    const orphan = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.entity(type, 2) }));
    expect(orphan.Item).toBeUndefined();
  });

  it('lets exactly one of many parallel creates claim a unique value', async () => {
    const type = freshType();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        createEntity(type, { email: 'same@example.com' }, { uniques: uniqueEmail(type, 'same@example.com') }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await totalOf(type)).toBe(1);
  });

  it('moves the unique marker on update and frees the old value', async () => {
    const type = freshType();
    const entity = await createEntity(
      type,
      { email: 'old@example.com' },
      { uniques: uniqueEmail(type, 'old@example.com') },
    );
    await updateEntity(
      type,
      entity.id,
      { email: 'new@example.com' },
      {
        recordName: 'thing',
        uniques: [
          { kind: `${type}_EMAIL`, field: 'email', value: 'new@example.com', previous: 'old@example.com' },
        ],
      },
    );
    const reused = await createEntity(
      type,
      { email: 'old@example.com' },
      { uniques: uniqueEmail(type, 'old@example.com') },
    );
    expect(reused.id).toBe(2);
    await expect(
      createEntity(type, { email: 'new@example.com' }, { uniques: uniqueEmail(type, 'new@example.com') }),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('refuses an update made against a stale version (optimistic locking)', async () => {
    const type = freshType();
    const entity = await createEntity(type, { name: 'v1' });
    const updated = await updateEntity(
      type,
      entity.id,
      { name: 'v2' },
      { recordName: 'thing', expectedVersion: 1 },
    );
    expect(updated.version).toBe(2);
    await expect(
      updateEntity(type, entity.id, { name: 'lost' }, { recordName: 'thing', expectedVersion: 1 }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await getEntity(type, entity.id, 'thing')).name).toBe('v2');
  });

  it('keeps every parallel update of the same version but one from landing', async () => {
    const type = freshType();
    const entity = await createEntity(type, { name: 'start' });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        updateEntity(type, entity.id, { name: `n${i}` }, { recordName: 'thing', expectedVersion: 1 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await getEntity(type, entity.id, 'thing')).version).toBe(2);
  });

  it('clears attributes set to null', async () => {
    const type = freshType();
    const entity = await createEntity(type, { name: 'n', note: 'remove me' });
    await updateEntity(type, entity.id, { note: null }, { recordName: 'thing' });
    expect((await getEntity(type, entity.id, 'thing')).note).toBeUndefined();
  });

  it('lists pages newest first, deep pages included, with the counter total', async () => {
    const type = entityType<Thing>(`TEST${randomUUID().slice(0, 8).toUpperCase()}`, { lists: [] });
    for (let i = 0; i < 23; i++) await createEntity(type, { n: i });
    const first = await listPage(type, 1, 10);
    expect(first.total).toBe(23);
    expect(first.items.map((item) => item.id)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    const last = await listPage(type, 3, 10);
    expect(last.items.map((item) => item.id)).toEqual([3, 2, 1]);
    expect((await listPage(type, 4, 10)).items).toEqual([]);
    expect(Object.keys(first.items[0] as object)).not.toContain('pk');
  });
});

describe('search index', () => {
  it('finds entities by the beginning of their words, newest first, and follows updates and deletes', async () => {
    const type = freshType();
    const first = await createEntity(
      type,
      { name: 'Ahmed Al-Harbi' },
      { search: ['Ahmed Al-Harbi', '+966 55 100 0000'] },
    );
    const second = await createEntity(
      type,
      { name: 'Sara Al-Harbi' },
      { search: ['Sara Al-Harbi', '966551000001'] },
    );
    expect((await listSearch(type, 'al-har', 1, 10)).items.map((e) => e.id)).toEqual([second.id, first.id]);
    expect((await listSearch(type, 'HARBI sara', 1, 10)).items.map((e) => e.id)).toEqual([second.id]);
    expect((await listSearch(type, '966 55 100 000', 1, 10)).total).toBe(2);
    expect((await listSearch(type, 'arbi', 1, 10)).total).toBe(0);
    await updateEntity(
      type,
      first.id,
      { name: 'Ahmed Al-Otaibi' },
      { recordName: 'thing', search: ['Ahmed Al-Otaibi'] },
    );
    expect((await listSearch(type, 'harbi', 1, 10)).items.map((e) => e.id)).toEqual([second.id]);
    expect((await listSearch(type, 'otaibi', 1, 10)).items.map((e) => e.id)).toEqual([first.id]);
    const current = await getEntity(type, second.id, 'thing');
    await deleteEntity(type, second.id, { recordName: 'thing', searchWords: current.search_words });
    expect((await listSearch(type, 'sara', 1, 10)).total).toBe(0);
  });

  it('pages the matches with the exact total', async () => {
    const type = freshType();
    for (let i = 0; i < 12; i++)
      await createEntity(type, { n: i }, { search: [`Unit ALM-A${String(i).padStart(2, '0')}`] });
    const page = await listSearch(type, 'alm-a', 2, 5);
    expect(page.total).toBe(12);
    expect(page.items.map((e) => e.id)).toEqual([7, 6, 5, 4, 3]);
  });
});
