import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { issueAccessToken } from '../../shared/auth/access-tokens';
import { createEntity } from '../../shared/db/entity-store';
import { type RowScope, USER } from '../../shared/domain/users/users';
import { baseUrl, call, keyHeaders, systemUserUrl } from './http';

/** The staff visit routes. */
export const visitsUrl = `${systemUserUrl}/crm/book-visits`;

export const VISIT_ABILITIES = ['crm.visits.view', 'crm.visits.manage'];

/** A staff member of the test's own, with a row scope and a token holding `abilities`. */
export async function visitStaff(
  options: { scope?: RowScope; department_id?: number; project_ids?: number[]; abilities?: string[] } = {},
) {
  const user = await createEntity(USER, {
    name: 'Visit Agent',
    email: `visits.${randomUUID()}@example.com`,
    phone: null,
    job_title: 'Sales Agent',
    id_number: null,
    roles: ['sales_agent'],
    row_scope: options.scope ?? 'own',
    project_ids: options.project_ids ?? [],
    department_id: options.department_id ?? null,
  });
  const token = await issueAccessToken('user', user.id, options.abilities ?? VISIT_ABILITIES);
  return { id: user.id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

const uniquePhone = () => `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A client of the test's own (through the system surface), with a client app token. */
export async function visitClient() {
  const response = await call(`${baseUrl}/system/clients/store`, {
    headers: keyHeaders(),
    form: {
      name: 'Visiting Client',
      phone: uniquePhone(),
      email: `visitor.${randomUUID().slice(0, 8)}@example.com`,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const id = response.body.data.id as number;
  const token = await issueAccessToken('client', id, ['client']);
  return { id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

/** A lead (attention request) of a new client, through the system surface. */
export async function visitLead() {
  const client = await visitClient();
  const response = await call(`${baseUrl}/system/attention-requests/store`, {
    headers: keyHeaders(),
    form: {
      client_id: String(client.id),
      reason_for_buy: 'investment',
      payment_method: 'bank_finance',
      platform: 'call_centre',
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.data.id as number, client_id: client.id };
}

/** A day no other test of this run books (far ahead, random), as `YYYY-MM-DD`. */
let dayOffset = 3000 + Math.floor(Math.random() * 20_000);
export function freshDay(): string {
  dayOffset += 1;
  return new Date(Date.now() + dayOffset * 86_400_000).toISOString().slice(0, 10);
}

/** Books through the staff route for a client or a lead. */
export const bookFor = (
  who: { client_id: number } | { attention_request_id: number },
  form: Record<string, string>,
  headers: Record<string, string>,
) =>
  call(
    'client_id' in who
      ? `${visitsUrl}/clients/${who.client_id}/store`
      : `${visitsUrl}/attention-requests/${who.attention_request_id}/store`,
    { headers, form },
  );
