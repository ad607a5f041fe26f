import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { ClientAttentionRequest } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const url = `${baseUrl}/client/attention-requests/store`;
/**
 * Seeded client 4: not the demo client (whose newest enquiry add-comment answers), nor client 1, whose
 * newest enquiry attention-requests.test.ts reads while this file may run beside it.
 */
const bearer = async () =>
  keyHeaders({ Authorization: `Bearer ${(await issueAccessToken('client', 4, ['client'])).plainText}` });
const choices = { reason_for_buy: 'investment', payment_method: 'cash' };

const sendJson = async (body: Record<string, unknown>) =>
  call(url, {
    headers: { ...(await bearer()), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The ids a stored enquiry answered with, per list. */
const idsOf = (body: unknown) => {
  const request = expectSingle(body, ClientAttentionRequest);
  return {
    options: request.options.map((option) => option.id),
    projects: request.projects.map((project) => project.id),
    units: request.units.map((unit) => unit.id),
  };
};

const expected = { options: [1, 2], projects: [1], units: [1] };

describe('lists in a body: arrays in JSON, name[] in a form, and form notation in JSON understood', () => {
  it('JSON with real arrays; a field the operation does not take is ignored, as Laravel does', async () => {
    const response = await sendJson({
      ...choices,
      option_ids: [1, 2],
      project_ids: [1],
      unit_ids: ['1'],
      colour: 'blue',
    });
    expect(response.status).toBe(201);
    expect(idsOf(response.body)).toEqual(expected);
  });

  it('JSON with the form names (`option_ids[0]`, `project_ids[]`), folded as a form would be, never emptied', async () => {
    const response = await sendJson({
      ...choices,
      'option_ids[0]': 1,
      'option_ids[1]': '2',
      'project_ids[]': [1],
      'unit_ids[]': 1,
    });
    expect(response.status).toBe(201);
    expect(idsOf(response.body)).toEqual(expected);
  });

  it('JSON form names are validated like the arrays they fold into (422 naming the item)', async () => {
    const response = await sendJson({ ...choices, 'option_ids[0]': 1, 'option_ids[1]': 6 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ 'option_ids.1': ['The selected option ids.1 is invalid.'] });
  });

  it('multipart with `name[]` and with `name[0]` parts', async () => {
    const headers = await bearer();
    const bracketed = await call(url, {
      headers,
      form: { ...choices, 'option_ids[]': ['1', '2'], 'project_ids[]': '1', 'unit_ids[]': '1' },
    });
    expect(bracketed.status).toBe(201);
    expect(idsOf(bracketed.body)).toEqual(expected);
    const indexed = await call(url, {
      headers,
      form: {
        ...choices,
        'option_ids[0]': '1',
        'option_ids[1]': '2',
        'project_ids[0]': '1',
        'unit_ids[0]': '1',
      },
    });
    expect(indexed.status).toBe(201);
    expect(idsOf(indexed.body)).toEqual(expected);
  });

  it('url-encoded with `name[]` fields', async () => {
    const response = await call(url, {
      headers: { ...(await bearer()), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'reason_for_buy=investment&payment_method=cash&option_ids%5B%5D=1&option_ids%5B%5D=2&project_ids%5B%5D=1&unit_ids%5B%5D=1',
    });
    expect(response.status).toBe(201);
    expect(idsOf(response.body)).toEqual(expected);
  });
});
