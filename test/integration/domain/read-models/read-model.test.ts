import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { dynamo } from '../../../../shared/db/client';
import { createEntity, softDeleteEntity } from '../../../../shared/db/entity-store';
import { type EntityOf, entityType } from '../../../../shared/db/entity-type';
import { STATUS_AND_PROJECT_LISTS } from '../../../../shared/domain/read-models/list-filters';
import { defineReadModel, join } from '../../../../shared/domain/read-models/read-model';
import { NotFoundError } from '../../../../shared/errors';

interface Owner {
  name: string;
}
interface Plot {
  name: string;
  status: string;
  project_id: number;
  owner_id: number | null;
}

/** Fresh entity types per run, so the test shares the table but never another test's rows. */
const suffix = randomUUID().slice(0, 8).toUpperCase();
const OWNER = entityType<Owner>(`RMOWNER${suffix}`, { lists: [] });
const PLOT = entityType<Plot>(`RMPLOT${suffix}`, { lists: [...STATUS_AND_PROJECT_LISTS] });

const owners = defineReadModel({
  type: OWNER,
  recordName: 'owner',
  counts: [PLOT],
  build: (owner, { counts }) => ({
    id: owner.id,
    name: owner.name,
    plots_count: counts[PLOT],
  }),
});

const plots = defineReadModel({
  type: PLOT,
  recordName: 'plot',
  joins: { owner: join(OWNER, 'owner_id') },
  filters: ['status', 'project_id'],
  searchable: true,
  build: (plot, { joined }) => ({
    id: plot.id,
    name: plot.name,
    status: plot.status,
    owner: joined.owner ? { id: joined.owner.id, name: joined.owner.name } : null,
  }),
});

/** Two owners; 24 plots alternating between them and between two statuses; the last has no owner. */
async function seed() {
  const made = [];
  for (const name of ['Al Waha', 'Subaie']) made.push(await createEntity(OWNER, { name }));
  const [waha, subaie] = made as [EntityOf<typeof OWNER>, EntityOf<typeof OWNER>];
  for (let index = 1; index <= 24; index++) {
    const owner = index === 24 ? undefined : index % 2 ? waha : subaie;
    await createEntity(
      PLOT,
      {
        name: `Plot ${index} ${index % 3 ? 'north' : 'south'}`,
        status: index % 2 ? 'available' : 'purchased',
        project_id: index <= 12 ? 1 : 2,
        owner_id: owner?.id ?? null,
      },
      {
        links: owner ? [{ type: OWNER, id: owner.id }] : [],
        search: [`Plot ${index}`, index % 3 ? 'north' : 'south'],
      },
    );
  }
  return { waha, subaie };
}
let seeding: ReturnType<typeof seed> | undefined;
const seeded = () => (seeding ??= seed());

/** The DynamoDB calls `run` makes, by command name. */
async function callsOf(run: () => Promise<unknown>) {
  const send = vi.spyOn(dynamo, 'send');
  try {
    await run();
    return send.mock.calls.map(([command]) => command.constructor.name);
  } finally {
    send.mockRestore();
  }
}

describe('read model helper', () => {
  it('lists a page newest first with its total and each record joined to its owner', async () => {
    const { waha, subaie } = await seeded();
    const { items, total } = await plots.list({ page: 1, perPage: 3 });
    expect(total).toBe(24);
    expect(items).toEqual([
      { id: 24, name: 'Plot 24 south', status: 'purchased', owner: null },
      { id: 23, name: 'Plot 23 north', status: 'available', owner: { id: waha.id, name: 'Al Waha' } },
      { id: 22, name: 'Plot 22 north', status: 'purchased', owner: { id: subaie.id, name: 'Subaie' } },
    ]);
    expect((await plots.list({ page: 9, perPage: 3 })).items).toEqual([]);
  });

  it('reads a page and its joins in a fixed number of calls, whatever the page size', async () => {
    await seeded();
    const small = await callsOf(() => plots.list({ page: 1, perPage: 2 }));
    const large = await callsOf(() => plots.list({ page: 1, perPage: 20 }));
    expect(large).toEqual(small);
    expect(large.filter((name) => name === 'BatchGetCommand')).toHaveLength(2);
    const counted = await callsOf(() => owners.list({ page: 1, perPage: 10 }));
    expect(counted.filter((name) => name === 'BatchGetCommand')).toHaveLength(2);
  });

  it('filters through the declared lists, each filter only when asked', async () => {
    await seeded();
    const purchased = await plots.list({ page: 1, perPage: 100, status: 'purchased', project_id: 2 });
    expect(purchased.total).toBe(6);
    expect(purchased.items.every((plot) => plot.status === 'purchased' && plot.id > 12)).toBe(true);
    expect((await plots.list({ page: 1, perPage: 1, status: undefined, project_id: 1 })).total).toBe(12);
  });

  it('searches by words and applies the filters to what it finds', async () => {
    await seeded();
    const south = await plots.list({ page: 1, perPage: 100, search: 'south' });
    expect(south.items.map((plot) => plot.id)).toEqual([24, 21, 18, 15, 12, 9, 6, 3]);
    const available = await plots.list({ page: 1, perPage: 2, search: 'south', status: 'available' });
    expect(available).toMatchObject({ total: 4, items: [{ id: 21 }, { id: 15 }] });
    await expect(owners.list({ page: 1, perPage: 10, search: 'waha' })).rejects.toThrow(
      'owner lists do not take search',
    );
  });

  it('counts the children of each record in one batch', async () => {
    const { waha } = await seeded();
    const { items } = await owners.list({ page: 1, perPage: 10 });
    expect(items).toEqual([
      { id: waha.id + 1, name: 'Subaie', plots_count: 11 },
      { id: waha.id, name: 'Al Waha', plots_count: 12 },
    ]);
  });

  it('shows one record, and answers not-found for a missing or soft-deleted id', async () => {
    const { waha } = await seeded();
    expect(await plots.show(1)).toEqual({
      id: 1,
      name: 'Plot 1 north',
      status: 'available',
      owner: { id: waha.id, name: 'Al Waha' },
    });
    await expect(plots.show(999)).rejects.toEqual(new NotFoundError('plot'));
    const gone = await createEntity(OWNER, { name: 'Gone' });
    await softDeleteEntity(OWNER, gone, { recordName: 'owner' });
    await expect(owners.show(gone.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
