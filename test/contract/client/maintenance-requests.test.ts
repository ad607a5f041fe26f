import { describe, expect, it } from 'vitest';
import { changeMaintenanceStatus } from '../../../shared/domain/maintenance/client-requests';
import {
  CommentRecord,
  Deleted,
  MaintenanceFormData,
  MaintenanceRequest,
} from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, loginAs } from '../../support/http';

const url = `${baseUrl}/client/maintenance-request`;
const headers = async () => keyHeaders({ Authorization: `Bearer ${await loginAs('client')}` });

/** A fresh request of the demo client's, so each test owns what it changes. */
async function newRequest(form: Record<string, string | File | File[]> = {}) {
  const response = await call(`${url}/store`, {
    headers: await headers(),
    form: { category: 'plumbing', description: 'Dripping tap', unit_id: '3', ...form },
  });
  expect(response.status).toBe(201);
  return expectSingle(response.body, MaintenanceRequest);
}

describe('client maintenance requests', () => {
  it("get-form-data lists the categories and only the client's own units", async () => {
    const response = await call(`${url}/get-form-data`, { headers: await headers() });
    const form = expectSingle(response.body, MaintenanceFormData);
    expect(form.categories.map((c) => c.key)).toContain('plumbing');
    expect(form.units.map((u) => u.id)).toContain(3);
  });

  it('store files an open request with attachments in order, and refuses bad input with 422', async () => {
    const files = [new File(['first'], 'a.txt'), new File([Buffer.from([0, 255])], 'b.bin')];
    const request = await newRequest({ 'attachments[]': files });
    expect(request).toMatchObject({ status: 'open', category: 'plumbing', unit_id: 3, rating: null });
    expect(request.attachments.map((file) => file.name)).toEqual(['a.txt', 'b.bin']);
    expect(
      Buffer.from(await (await fetch(request.attachments[1]?.url as string)).arrayBuffer()).equals(
        Buffer.from([0, 255]),
      ),
    ).toBe(true);
    const bad = await call(`${url}/store`, {
      headers: await headers(),
      form: { category: 'gardening', unit_id: '7' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['category', 'description']);
    const otherUnit = await call(`${url}/store`, {
      headers: await headers(),
      form: { category: 'plumbing', description: 'x', unit_id: '30' },
    });
    expect(otherUnit.body.errors).toEqual({ unit_id: ['The selected unit id is invalid.'] });
  });

  it("shows the client's own request and answers 404 for another client's, like a missing one", async () => {
    const own = await newRequest();
    expect(
      expectSingle((await call(`${url}/${own.id}`, { headers: await headers() })).body, MaintenanceRequest)
        .id,
    ).toBe(own.id);
    const other = await call(`${url}/3`, { headers: await headers() });
    const missing = await call(`${url}/999999`, { headers: await headers() });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });

  it('updates while open, and refuses with 409 once work has started', async () => {
    const request = await newRequest();
    const updated = await call(`${url}/${request.id}/update`, {
      headers: await headers(),
      form: { description: 'Dripping tap, now worse' },
    });
    expect(expectSingle(updated.body, MaintenanceRequest).description).toBe('Dripping tap, now worse');
    await changeMaintenanceStatus(request.id, 'in_progress');
    const refused = await call(`${url}/${request.id}/update`, {
      headers: await headers(),
      form: { description: 'too late' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'A maintenance request that is in_progress cannot be changed this way (update).',
    });
    const invalid = await call(`${url}/${request.id}/update`, {
      headers: await headers(),
      form: { category: 'gardening' },
    });
    expect(invalid.status).toBe(422);
  });

  it('deletes only while open', async () => {
    const request = await newRequest();
    const deleted = await call(`${url}/${request.id}`, { method: 'DELETE', headers: await headers() });
    expect(expectSingle(deleted.body, Deleted)).toEqual({ deleted: true });
    expect((await call(`${url}/${request.id}`, { headers: await headers() })).status).toBe(404);
    const started = await newRequest();
    await changeMaintenanceStatus(started.id, 'in_progress');
    expect((await call(`${url}/${started.id}`, { method: 'DELETE', headers: await headers() })).status).toBe(
      409,
    );
  });

  it('rates once, only after the request is closed', async () => {
    const request = await newRequest();
    const early = await call(`${url}/${request.id}/rate`, {
      headers: await headers(),
      form: { rating: '4' },
    });
    expect(early.status).toBe(409);
    await changeMaintenanceStatus(request.id, 'closed');
    expect(
      (await call(`${url}/${request.id}/rate`, { headers: await headers(), form: { rating: '6' } })).status,
    ).toBe(422);
    const rated = await call(`${url}/${request.id}/rate`, {
      headers: await headers(),
      form: { rating: '4', rating_note: 'Good' },
    });
    expect(expectSingle(rated.body, MaintenanceRequest)).toMatchObject({ rating: 4, rating_note: 'Good' });
    const again = await call(`${url}/${request.id}/rate`, {
      headers: await headers(),
      form: { rating: '5' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This maintenance request has already been rated.' });
  });

  it('lists the comments of an own request, newest first', async () => {
    const request = await newRequest();
    await call(`${url}/${request.id}/add-comment`, { headers: await headers(), form: { comment: 'first' } });
    await call(`${url}/${request.id}/add-comment`, { headers: await headers(), form: { comment: 'second' } });
    const comments = expectList(
      (await call(`${url}/${request.id}/comments`, { headers: await headers() })).body,
      CommentRecord,
      `${url}/${request.id}/comments`,
    );
    expect(comments.map((comment) => comment.comment)).toEqual(['second', 'first']);
    expect((await call(`${url}/3/comments`, { headers: await headers() })).status).toBe(404);
  });

  it('needs the client bearer token on every operation', async () => {
    for (const [method, path] of [
      ['GET', '/get-form-data'],
      ['POST', '/store'],
      ['GET', '/1'],
      ['POST', '/1/update'],
      ['DELETE', '/1'],
      ['POST', '/1/rate'],
      ['GET', '/1/comments'],
    ]) {
      expect(
        (await call(`${url}${path}`, { method, headers: keyHeaders() })).status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });
});
