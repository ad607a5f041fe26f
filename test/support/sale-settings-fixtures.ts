import { expect } from 'vitest';
import { getEntity, updateEntity } from '../../shared/db/entity-store';
import { SALE, type Sale } from '../../shared/domain/sales/sales';
import { call, systemUserUrl } from './http';
import { type HeldUnitOptions, heldUnit, initSaleUrl } from './init-sale-fixtures';

/** A sale's settings routes. */
export const saleUrl = (saleId: number) => `${systemUserUrl}/sales-support/sales/${saleId}`;

/**
 * A draft sale of the test's own, initialised over HTTP by its agent (cash, SAR 850,000 net price,
 * client total SAR 916,937.50, SAR 5,000 earnest money carried from the booking).
 */
export async function draftSale(options: HeldUnitOptions = {}) {
  const held = await heldUnit(options);
  const created = await call(initSaleUrl(held.unit.id), {
    headers: held.agent.headers,
    form: { purchase_method: 'cash' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...held, saleId: created.body.data.id as number };
}

/** Sets sale fields other modules own (its status, money received) as those modules would, for a test's setup. */
export async function setSale(saleId: number, changes: Partial<Sale>) {
  return updateEntity(SALE, saleId, changes, {
    recordName: 'sale',
    current: await getEntity(SALE, saleId, 'sale'),
  });
}
