import { call, systemUserUrl } from './http';

const url = `${systemUserUrl}/purchasing/purchase-requests`;
/** Demo project 1 and its structural budget line (the purchase request tests' fixture). */
export const PROJECT = 1;
export const ITEM = 1;
const json = (headers: Record<string, string>) => ({ ...headers, 'Content-Type': 'application/json' });

/** A purchase request's store body: rebar and concrete for demo project 1. */
export const requestBody = (overrides: Record<string, unknown> = {}) => ({
  project_id: PROJECT,
  project_item_id: ITEM,
  type: 'materials',
  priority: 'high',
  needed_by: '2026-12-20',
  title: 'Rebar for the ground floor slab',
  note: 'Deliver\u202e to gate 2',
  lines: [
    { material_id: 205, amount: 12, estimated_unit_price: '1800.50', technical_specifications: 'Grade 60' },
    { material_id: 101, amount: 40.5 },
  ],
  ...overrides,
});

export async function storeRequest(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return call(url, { method: 'POST', headers: json(headers), body: JSON.stringify(requestBody(overrides)) });
}
