import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import {
  createEntity,
  deleteEntity,
  getEntity,
  listPage,
  listSearch,
  softDeleteEntity,
  updateEntity,
} from '../../../shared/db/entity-store';
import { entityType } from '../../../shared/db/entity-type';
import { keys } from '../../../shared/db/keys';
import { LIST_BLOCK, type ListQuery } from '../../../shared/db/lists';
import { backfillLists } from '../../../shared/db/lists-backfill';
import { ConflictError, ValidationError } from '../../../shared/errors';

interface Offer {
  status: string;
  kind: string;
  project_id: number | null;
  code?: string;
}

const SETS = [['status'], ['project_id'], ['kind', 'status'], ['project_id', 'status']] as const;
/** A fresh listed type per test, so tests share the table but never each other's lists. */
const freshType = () =>
  entityType<Offer>(`LT${randomUUID().slice(0, 8).toUpperCase()}`, { lists: SETS.map((set) => [...set]) });

type Stored = Offer & { id: number; created_at: string };

/** What a full read would give: every live record matching the query, newest first. */
function expected(records: Map<number, Stored>, query: ListQuery): number[] {
  const from = query.days?.from ?? '0000';
  const to = query.days?.to ?? '9999';
  return [...records.values()]
    .filter((record) =>
      Object.entries(query.filters).every(
        ([name, value]) =>
          value === undefined ||
          (Array.isArray(value) ? value : [value]).includes(record[name as keyof Offer] as never),
      ),
    )
    .filter((record) => record.created_at.slice(0, 10) >= from && record.created_at.slice(0, 10) <= to)
    .sort((a, b) =>
      a.created_at.slice(0, 10) === b.created_at.slice(0, 10)
        ? b.id - a.id
        : a.created_at < b.created_at
          ? 1
          : -1,
    )
    .map((record) => record.id);
}

/** Checks total and pages 1, 2, a middle one, the last and one past it against the full read. */
async function expectPages(type: string, records: Map<number, Stored>, query: ListQuery, perPage: number) {
  const all = expected(records, query);
  const last = Math.max(1, Math.ceil(all.length / perPage));
  for (const page of [...new Set([1, 2, Math.ceil(last / 2), last, last + 1])]) {
    const result = await listPage(entityType<Offer>(type), page, perPage, query);
    expect(result.total, `${JSON.stringify(query)} total`).toBe(all.length);
    expect(
      result.items.map((item) => item.id),
      `${JSON.stringify(query)} page ${page} of ${perPage}`,
    ).toEqual(all.slice((page - 1) * perPage, page * perPage));
  }
}

const STATUSES = ['pending', 'approved', 'rejected'];
const create = async (type: ReturnType<typeof freshType>, records: Map<number, Stored>, n: number) => {
  const attributes = {
    status: STATUSES[n % 3] as string,
    kind: n % 2 === 0 ? 'cash' : 'loyalty',
    project_id: n % 5 === 4 ? null : 1 + (n % 2),
    code: `C${n}`,
  };
  const entity = await createEntity(type, attributes, {
    uniques: [{ kind: `${type}_CODE`, field: 'code', value: `C${n}` }],
  });
  records.set(entity.id, { ...attributes, id: entity.id, created_at: entity.created_at });
  return entity;
};

const QUERIES: ListQuery[] = [
  { filters: {} },
  { filters: { status: 'approved' } },
  { filters: { project_id: 2 } },
  { filters: { kind: 'cash', status: 'pending' } },
  { filters: { project_id: 1, status: 'rejected' } },
];

/** The counts item of one set value, as stored. */
const counter = async (type: string, value: string) =>
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.listCounter(type, value) }))).Item ??
  {};

describe('lists with declared filters on DynamoDB Local', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers page N as a full read would, across blocks, for several filters and page sizes', async () => {
    const type = freshType();
    const records = new Map<number, Stored>();
    // Ids skip (as after failed creates) so that 40 records on each side of both block boundaries
    // fill three blocks in part: 120 creates where dense ids needed 602.
    let n = 0;
    for (const firstId of [1, LIST_BLOCK - 19, 2 * LIST_BLOCK - 19]) {
      await dynamo.send(
        new PutCommand({ TableName: tableName(), Item: { ...keys.counter(type), last_id: firstId - 1 } }),
      );
      for (let batch = 0; batch < 2; batch++)
        await Promise.all(Array.from({ length: 20 }, () => create(type, records, n++)));
    }
    const ids = [...records.keys()].sort((a, b) => a - b);
    expect(ids.map((id) => Math.floor(id / LIST_BLOCK))).toEqual([
      ...Array(40).fill(0),
      ...Array(19).fill(0),
      ...Array(21).fill(1),
      ...Array(19).fill(1),
      ...Array(21).fill(2),
    ]);
    for (const query of QUERIES)
      for (const perPage of [7, 50, 100]) await expectPages(type, records, query, perPage);
  }, 240_000);

  it('keeps totals exact through status changes, soft deletes, deletes and a failed transaction', async () => {
    const type = freshType();
    const records = new Map<number, Stored>();
    for (let n = 0; n < 30; n++) await create(type, records, n);
    // A status change moves the record between set values.
    const moved = await getEntity(type, 3, 'offer');
    await updateEntity(type, 3, { status: 'approved' }, { recordName: 'offer', current: moved });
    records.set(3, { ...(records.get(3) as Stored), status: 'approved' });
    // A soft delete and a delete take records out of every list.
    await softDeleteEntity(type, await getEntity(type, 4, 'offer'), { recordName: 'offer' });
    records.delete(4);
    await deleteEntity(type, 5, { recordName: 'offer' });
    records.delete(5);
    for (const query of QUERIES) await expectPages(type, records, query, 4);

    const before = await Promise.all(['*', 'status=approved', 'status=pending'].map((v) => counter(type, v)));
    // A stale version read: the whole transaction is cancelled, no count moves.
    const stale = await getEntity(type, 7, 'offer');
    await updateEntity(type, 7, { kind: 'loyalty' }, { recordName: 'offer', current: stale });
    records.set(7, { ...(records.get(7) as Stored), kind: 'loyalty' });
    await expect(
      updateEntity(type, 7, { status: 'rejected' }, { recordName: 'offer', current: stale }),
    ).rejects.toBeInstanceOf(ConflictError);
    // A taken unique value cancels a create: no list entry, no count.
    await expect(create(type, records, 0)).rejects.toBeInstanceOf(ValidationError);
    const after = await Promise.all(['*', 'status=approved', 'status=pending'].map((v) => counter(type, v)));
    expect(after).toEqual(before);
    for (const query of QUERIES) await expectPages(type, records, query, 4);
  }, 60_000);

  it('leaves every count right after 20 parallel status changes, some racing on one record', async () => {
    const type = freshType();
    const records = new Map<number, Stored>();
    for (let n = 0; n < 20; n++) await create(type, records, n * 3); // all pending
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 14 }, (_, i) =>
        updateEntity(type, i + 1, { status: i % 2 === 0 ? 'approved' : 'rejected' }, { recordName: 'offer' }),
      ),
      // Six changes of one record from the same version read: one lands, the rest are 409s.
      ...(await Promise.all([getEntity(type, 20, 'offer')])).flatMap((current) =>
        Array.from({ length: 6 }, (_, i) =>
          updateEntity(
            type,
            20,
            { status: i % 2 === 0 ? 'approved' : 'rejected' },
            { recordName: 'offer', current },
          ),
        ),
      ),
    ]);
    expect(outcomes.slice(0, 14).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const racing = outcomes.slice(14);
    expect(racing.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of racing)
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ConflictError);
    for (let id = 1; id <= 20; id++) {
      const stored = await getEntity(type, id, 'offer');
      records.set(id, { ...(records.get(id) as Stored), status: stored.status });
    }
    for (const query of [
      ...QUERIES,
      { filters: { status: 'pending' } },
      { filters: { project_id: 2, status: 'approved' } },
    ])
      await expectPages(type, records, query, 5);
    const totals = await Promise.all(
      STATUSES.map(async (status) => Number((await counter(type, `status=${status}`)).total ?? 0)),
    );
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(20);
  }, 60_000);

  it('counts and pages a creation day range at its boundaries', async () => {
    const type = freshType();
    const records = new Map<number, Stored>();
    vi.useFakeTimers({ toFake: ['Date'] });
    const days = [
      '2026-02-28T23:59:59.999Z',
      '2026-03-01T00:00:00.000Z',
      '2026-03-01T23:59:59.999Z',
      '2026-03-02T00:00:00.000Z',
    ];
    let n = 0;
    for (const at of days)
      for (let i = 0; i < 4; i++) {
        vi.setSystemTime(new Date(at));
        await create(type, records, n++);
      }
    vi.useRealTimers();
    const ranges = [
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-02-28', to: '2026-02-28' },
      { from: '2026-03-01' },
      { to: '2026-03-01' },
      { from: '2026-03-03', to: '2026-03-09' },
    ];
    for (const range of ranges) {
      await expectPages(type, records, { filters: {}, days: range }, 3);
      await expectPages(type, records, { filters: { status: 'pending' }, days: range }, 2);
    }
    expect((await listPage(type, 1, 50, { filters: {}, days: ranges[0] })).total).toBe(8);
  });

  it('backfills records written before the type declared lists, while they change, once', async () => {
    const name = `LT${randomUUID().slice(0, 8).toUpperCase()}`;
    const before = entityType<Offer>(name);
    const records = new Map<number, Stored>();
    for (let n = 0; n < 40; n++) await create(before as ReturnType<typeof freshType>, records, n);
    const type = entityType<Offer>(name, { lists: SETS.map((set) => [...set]) });
    await softDeleteEntity(type, await getEntity(type, 2, 'offer'), { recordName: 'offer' });
    records.delete(2);
    const [first] = await Promise.all([
      backfillLists(type, () => {}),
      // Writes racing with the backfill: every record ends listed once, with its latest values.
      ...Array.from({ length: 10 }, async (_, i) => {
        const id = 10 + i;
        const updated = await updateEntity(type, id, { status: 'approved' }, { recordName: 'offer' });
        records.set(id, { ...(records.get(id) as Stored), status: updated.status });
      }),
      create(type, records, 100),
    ]);
    expect(first.listed + first.alreadyListed).toBeGreaterThanOrEqual(39);
    const second = await backfillLists(type, () => {});
    expect(second).toEqual({ listed: 0, alreadyListed: 40, gone: 0 });
    for (const query of QUERIES) await expectPages(type, records, query, 6);
  }, 60_000);

  it('pages a list ordered by an attribute within any range, and moves records when it changes', async () => {
    interface Priced {
      status: string;
      project_id: number;
      price: number | null;
    }
    const type = entityType<Priced>(`LT${randomUUID().slice(0, 8).toUpperCase()}`, {
      lists: [
        { where: { status: 'open' }, orderBy: 'price', step: 100 },
        { where: { status: 'open' }, filters: ['project_id'], orderBy: 'price', step: 100 },
      ],
    });
    const records = new Map<number, Priced & { id: number }>();
    // Prices across ten bands of 100, with repeats and band edges (99, 100, 199.99, 200).
    const priceOf = (n: number) => [99, 100, 199.99, 200, 450, 450, 450, 999][n % 8] ?? (n * 37) % 1000;
    for (let start = 0; start < 120; start += 20)
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const n = start + i;
          const attributes = {
            status: n % 7 === 0 ? 'closed' : 'open',
            project_id: 1 + (n % 2),
            price: n % 11 === 0 ? null : n < 40 ? priceOf(n) : (n * 37) % 1000,
          };
          const entity = await createEntity(type, attributes);
          records.set(entity.id, { ...attributes, id: entity.id });
        }),
      );
    const check = async (project: number | undefined, from?: number, to?: number) => {
      const all = [...records.values()]
        .filter((record) => record.status === 'open' && record.price !== null)
        .filter((record) => project === undefined || record.project_id === project)
        .filter(
          (record) =>
            (from === undefined || (record.price as number) >= from) &&
            (to === undefined || (record.price as number) <= to),
        )
        .sort((a, b) => (a.price === b.price ? a.id - b.id : (a.price as number) - (b.price as number)))
        .map((record) => record.id);
      const query: ListQuery = {
        filters: { status: 'open', project_id: project },
        range: { attribute: 'price', from, to },
      };
      for (const page of [1, 2, Math.max(1, Math.ceil(all.length / 6))]) {
        const result = await listPage(type, page, 6, query);
        expect(result.total, `${JSON.stringify(query)} total`).toBe(all.length);
        expect(
          result.items.map((item) => item.id),
          `${JSON.stringify(query)} page ${page}`,
        ).toEqual(all.slice((page - 1) * 6, page * 6));
      }
    };
    const ranges: Array<[number | undefined, number | undefined]> = [
      [undefined, undefined],
      [100, 199.99],
      [99, 200],
      [120, 180],
      [450, 450],
      [300, undefined],
      [undefined, 99.5],
      [1000, 2000],
    ];
    for (const [from, to] of ranges) {
      await check(undefined, from, to);
      await check(2, from, to);
    }
    // A new price moves the record within the list; leaving `open` takes it out.
    const [first, second] = [...records.values()].filter(
      (record) => record.status === 'open' && record.price !== null,
    );
    for (const [record, changes] of [
      [first, { price: 5 }],
      [second, { status: 'closed' }],
    ] as const) {
      const updated = await updateEntity(type, record?.id as number, changes, { recordName: 'record' });
      records.set(updated.id, {
        status: updated.status,
        project_id: updated.project_id,
        price: updated.price,
        id: updated.id,
      });
    }
    for (const [from, to] of ranges) await check(undefined, from, to);
    await expect(
      listPage(type, 1, 5, { filters: { status: 'closed' }, range: { attribute: 'price' } }),
    ).rejects.toBeInstanceOf(ValidationError);
  }, 60_000);

  it("pages a list ordered by a record's own date within a range of days", async () => {
    interface Task {
      due_at: string;
    }
    const type = entityType<Task>(`LT${randomUUID().slice(0, 8).toUpperCase()}`, {
      lists: [{ orderBy: 'due_at', step: 86_400_000 }],
    });
    const due = [
      '2026-12-01T09:00:00.000Z',
      '2026-12-01T23:59:59.999Z',
      '2026-12-02T00:00:00.000Z',
      '2026-11-30T12:00:00.000Z',
    ];
    const created: Array<Task & { id: number }> = [];
    for (let n = 0; n < 16; n++) created.push(await createEntity(type, { due_at: due[n % 4] as string }));
    const expectedIds = (from: string, to: string) =>
      created
        .filter((task) => task.due_at >= from && task.due_at <= to)
        .sort((a, b) => (a.due_at === b.due_at ? a.id - b.id : a.due_at < b.due_at ? -1 : 1))
        .map((task) => task.id);
    for (const [from, to] of [
      ['2026-12-01T00:00:00.000Z', '2026-12-01T23:59:59.999Z'],
      ['2026-11-30T12:00:00.000Z', '2026-12-01T09:00:00.000Z'],
      ['2026-12-01T12:00:00.000Z', '2026-12-31T00:00:00.000Z'],
    ] as const) {
      const all = expectedIds(from, to);
      const first = await listPage(type, 1, 3, { filters: {}, range: { attribute: 'due_at', from, to } });
      const second = await listPage(type, 2, 3, { filters: {}, range: { attribute: 'due_at', from, to } });
      expect(first.total).toBe(all.length);
      expect([...first.items, ...second.items].map((task) => task.id)).toEqual(all.slice(0, 6));
    }
  });

  it('enters records in a list declared later, by their next write or by the backfill, once', async () => {
    const name = `LT${randomUUID().slice(0, 8).toUpperCase()}`;
    const type = entityType<Offer>(name, { lists: SETS.map((set) => [...set]) });
    const records = new Map<number, Stored>();
    for (let n = 0; n < 30; n++) await create(type, records, n);
    const wider = entityType<Offer>(name, { lists: [...SETS.map((set) => [...set]), ['kind']] });
    // Some records are written before the backfill reaches them, some while it runs.
    for (const id of [1, 2]) {
      const updated = await updateEntity(wider, id, { status: 'approved' }, { recordName: 'offer' });
      records.set(id, { ...(records.get(id) as Stored), status: updated.status });
    }
    const [first] = await Promise.all([
      backfillLists(wider, () => {}),
      ...[10, 11, 12].map(async (id) => {
        const updated = await updateEntity(wider, id, { kind: 'cash' }, { recordName: 'offer' }).catch(
          async (error) => {
            if (!(error instanceof ConflictError)) throw error;
            return updateEntity(wider, id, { kind: 'cash' }, { recordName: 'offer' });
          },
        );
        records.set(id, { ...(records.get(id) as Stored), kind: updated.kind });
      }),
    ]);
    expect(first.listed).toBeGreaterThanOrEqual(25);
    expect(await backfillLists(wider, () => {})).toEqual({ listed: 0, alreadyListed: 30, gone: 0 });
    for (const query of [...QUERIES, { filters: { kind: 'cash' } }, { filters: { kind: 'loyalty' } }])
      await expectPages(wider, records, query, 4);
  }, 60_000);

  it('serves a combination no list declares from its most selective declared list, exact in total and pages', async () => {
    const type = freshType();
    const records = new Map<number, Stored>();
    vi.useFakeTimers({ toFake: ['Date'] });
    let n = 0;
    for (const at of ['2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z'])
      for (let i = 0; i < 15; i++) {
        vi.setSystemTime(new Date(at));
        await create(type, records, n++);
      }
    vi.useRealTimers();
    const combinations: ListQuery[] = [
      { filters: { kind: 'cash' } }, // from the unfiltered list
      { filters: { kind: 'loyalty', project_id: 1 } }, // from project_id
      { filters: { kind: 'cash', status: 'pending', project_id: 2 } }, // from kind + status or project_id + status
      { filters: { kind: ['cash', 'loyalty'], status: 'approved', project_id: 1 } },
      { filters: { kind: 'cash', project_id: [1, 2] } },
      { filters: { kind: 'cash' }, days: { from: '2026-03-02', to: '2026-03-02' } },
      { filters: { kind: 'loyalty', status: 'rejected', project_id: 2 }, days: { to: '2026-03-01' } },
      { filters: { kind: 'cash', project_id: 3 } }, // none
    ];
    for (const query of combinations) {
      expect(expected(records, query).length, JSON.stringify(query)).toBeLessThan(30);
      await expectPages(type, records, query, 2);
      await expectPages(type, records, query, 50);
    }
    // A change of an attribute a list's entries only carry moves the record in the combinations.
    for (const id of [1, 2, 3, 4]) {
      const updated = await updateEntity(type, id, { kind: 'cash', project_id: 2 }, { recordName: 'offer' });
      records.set(id, { ...(records.get(id) as Stored), kind: updated.kind, project_id: updated.project_id });
    }
    await softDeleteEntity(type, await getEntity(type, 5, 'offer'), { recordName: 'offer' });
    records.delete(5);
    for (const query of combinations) await expectPages(type, records, query, 3);
  }, 120_000);

  it('refuses a combination whose base list is over the bound, naming the allowed ones', async () => {
    const type = freshType();
    const records = new Map<number, Stored>();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let n = 0; n < 12; n++) {
      vi.setSystemTime(new Date(n < 8 ? '2026-03-01T10:00:00.000Z' : '2026-03-02T10:00:00.000Z'));
      await create(type, records, n);
    }
    vi.useRealTimers();
    const refusal = {
      fields: {
        filters: [
          {
            key: 'validation.filter_combination',
            params: { allowed: 'status, project_id, kind + status, project_id + status' },
          },
        ],
      },
    };
    // kind alone reads the unfiltered list: 12 entries, 4 on 2026-03-02.
    await expect(
      listPage(type, 1, 10, { filters: { kind: 'cash' }, fallbackBound: 11 }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      listPage(type, 1, 10, { filters: { kind: 'cash' }, fallbackBound: 11 }),
    ).rejects.toMatchObject(refusal);
    await expectPages(type, records, { filters: { kind: 'cash' }, fallbackBound: 12 }, 5);
    // The bound counts the base list within the asked days.
    await expectPages(
      type,
      records,
      { filters: { kind: 'cash' }, days: { from: '2026-03-02' }, fallbackBound: 4 },
      5,
    );
    // status=pending holds 4 (n = 0, 3, 6, 9): its combination with kind is declared, with project_id too;
    // project_id=1 holds 5 (n = 0, 2, 6, 8, 10) and is the base of kind + project_id.
    await expectPages(type, records, { filters: { kind: 'cash', project_id: 1 }, fallbackBound: 5 }, 2);
    await expect(
      listPage(type, 1, 10, { filters: { kind: 'cash', project_id: 1 }, fallbackBound: 4 }),
    ).rejects.toMatchObject(refusal);
    // A declared combination is never bounded.
    await expectPages(type, records, { filters: { status: 'pending' }, fallbackBound: 1 }, 2);
    // A range of an ordering attribute the type does not declare stays a 422.
    await expect(
      listPage(type, 1, 10, { filters: { kind: 'cash' }, range: { attribute: 'project_id' } }),
    ).rejects.toMatchObject(refusal);
  });

  it('writes what the entries carry again when the lists change, by the next write or the backfill', async () => {
    const name = `LT${randomUUID().slice(0, 8).toUpperCase()}`;
    const narrow = entityType<Offer>(name, { lists: [['status']] });
    const records = new Map<number, Stored>();
    for (let n = 0; n < 12; n++) await create(narrow, records, n);
    // Declared since: project_id (its entries carry kind) and project_id + status.
    const type = entityType<Offer>(name, { lists: SETS.map((set) => [...set]) });
    const updated = await updateEntity(type, 1, { status: 'approved' }, { recordName: 'offer' });
    records.set(1, { ...(records.get(1) as Stored), status: updated.status });
    expect(await backfillLists(type, () => {})).toEqual({ listed: 11, alreadyListed: 1, gone: 0 });
    for (const query of [
      { filters: { kind: 'cash' } },
      { filters: { kind: 'loyalty', status: 'approved' } },
      { filters: { kind: 'cash', project_id: 2 } },
      { filters: { kind: 'loyalty', status: 'pending', project_id: 1 } },
    ])
      await expectPages(type, records, query, 3);
  });

  it('narrows a search of more matches than the bound by the list of the other filters, within the bound', async () => {
    const type = freshType();
    const word = `w${randomUUID().slice(0, 8)}`;
    const records: Stored[] = [];
    for (let n = 0; n < 12; n++) {
      const attributes = {
        status: STATUSES[n % 3] as string,
        kind: n % 2 === 0 ? 'cash' : 'loyalty',
        project_id: 1 + (n % 2),
      };
      const entity = await createEntity(type, attributes, { search: [`${word} offer ${n}`] });
      records.push({ ...attributes, id: entity.id, created_at: entity.created_at });
    }
    const ids = (query: ListQuery['filters']) =>
      records
        .filter((record) =>
          Object.entries(query).every(([name, value]) => record[name as keyof Offer] === value),
        )
        .map((record) => record.id)
        .reverse();
    const keep = (filters: ListQuery['filters']) => (entity: Offer) =>
      Object.entries(filters).every(([name, value]) => entity[name as keyof Offer] === value);
    const search = (filters: ListQuery['filters'], bound: number, page = 1, perPage = 10) =>
      listSearch(type, word, page, perPage, keep(filters), { filters, fallbackBound: bound });
    // 12 matches over a bound of 5: narrowed by status=pending (4, declared) or kind + project_id
    // (the project_id=1 list, 6 entries: over 5, a 422; within 6, served).
    for (const [filters, bound] of [
      [{ status: 'pending' }, 5],
      [{ kind: 'cash', project_id: 1 }, 6],
      [{ kind: 'cash', status: 'approved' }, 100],
    ] as const) {
      const result = await search(filters, bound, 1, 2);
      expect(result.total, JSON.stringify(filters)).toBe(ids(filters).length);
      expect(result.items.map((item) => item.id)).toEqual(ids(filters).slice(0, 2));
      expect((await search(filters, bound, 2, 2)).items.map((item) => item.id)).toEqual(
        ids(filters).slice(2, 4),
      );
    }
    await expect(search({ kind: 'cash', project_id: 1 }, 5)).rejects.toMatchObject({
      fields: { filters: [{ key: 'validation.filter_combination' }] },
    });
    // A search alone is not bounded: no list of other filters narrows it.
    expect((await listSearch(type, word, 1, 5, () => true, { filters: {}, fallbackBound: 5 })).total).toBe(
      12,
    );
    // Within the bound, the search's matches are narrowed as before, whatever the list's size.
    expect((await search({ kind: 'cash', project_id: 1 }, 12)).total).toBe(
      ids({ kind: 'cash', project_id: 1 }).length,
    );
  });
});
