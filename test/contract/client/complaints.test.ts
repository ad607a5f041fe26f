import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { keys } from '../../../shared/db/keys';
import { Complaint, ComplaintFormData, Deleted } from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, loginAs } from '../../support/http';

const url = `${baseUrl}/client/complaints`;
const headers = async () => keyHeaders({ Authorization: `Bearer ${await loginAs('client')}` });

async function newComplaint() {
  const response = await call(`${url}/store`, {
    headers: await headers(),
    form: { category: 'billing', description: 'Charged twice', unit_id: '3' },
  });
  expect(response.status).toBe(201);
  return expectSingle(response.body, Complaint);
}

/** Staff would move it along; the test does it directly in the table. */
async function markInReview(id: number) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.entity('COMPLAINT', id),
      UpdateExpression: 'SET #status = :status, #version = #version + :one',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: { ':status': 'in_review', ':one': 1 },
    }),
  );
}

describe('client complaints', () => {
  it("get-form-data lists the categories and the client's own units", async () => {
    const form = expectSingle(
      (await call(`${url}/get-form-data`, { headers: await headers() })).body,
      ComplaintFormData,
    );
    expect(form.categories.map((c) => c.key)).toContain('billing');
    expect(form.units.map((u) => u.id)).toContain(3);
  });

  it('stores a new complaint, lists and shows it; refuses bad input with 422', async () => {
    const complaint = await newComplaint();
    expect(complaint).toMatchObject({ status: 'new', category: 'billing', unit_id: 3 });
    const list = expectList(
      (await call(`${url}?per_page=100`, { headers: await headers() })).body,
      Complaint,
      url,
    );
    expect(list.map((c) => c.id)).toContain(complaint.id);
    expect(
      expectSingle((await call(`${url}/${complaint.id}`, { headers: await headers() })).body, Complaint).id,
    ).toBe(complaint.id);
    const bad = await call(`${url}/store`, { headers: await headers(), form: { category: 'weather' } });
    expect(Object.keys(bad.body.errors)).toEqual(['category', 'description']);
    const notOwn = await call(`${url}/store`, {
      headers: await headers(),
      form: { category: 'billing', description: 'x', unit_id: '30' },
    });
    expect(notOwn.body.errors).toEqual({ unit_id: ['The selected unit id is invalid.'] });
  });

  it("updates and withdraws only while new (409 after), and hides other clients' complaints", async () => {
    const complaint = await newComplaint();
    const updated = await call(`${url}/${complaint.id}/update`, {
      headers: await headers(),
      form: { description: 'Charged three times' },
    });
    expect(expectSingle(updated.body, Complaint).description).toBe('Charged three times');
    await markInReview(complaint.id);
    const refused = await call(`${url}/${complaint.id}/update`, {
      headers: await headers(),
      form: { description: 'x' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'A complaint that is in_review cannot be changed this way (update).',
    });
    expect(
      (await call(`${url}/${complaint.id}`, { method: 'DELETE', headers: await headers() })).status,
    ).toBe(409);
    const fresh = await newComplaint();
    expect(
      expectSingle(
        (await call(`${url}/${fresh.id}`, { method: 'DELETE', headers: await headers() })).body,
        Deleted,
      ),
    ).toEqual({ deleted: true });
    expect((await call(`${url}/${fresh.id}`, { headers: await headers() })).status).toBe(404);
    expect((await call(`${url}/999999`, { headers: await headers() })).status).toBe(404);
  });

  it('needs the client bearer token', async () => {
    for (const [method, path] of [
      ['GET', '/get-form-data'],
      ['GET', ''],
      ['POST', '/store'],
      ['GET', '/1'],
      ['POST', '/1/update'],
      ['DELETE', '/1'],
    ]) {
      expect(
        (await call(`${url}${path}`, { method, headers: keyHeaders() })).status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });
});
