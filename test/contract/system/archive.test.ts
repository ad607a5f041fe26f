import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UnitRental } from '../../../shared/schemas/records';
import { expectSingle, nullFields } from '../../support/envelopes';
import { baseUrl, call, demo, keyHeaders } from '../../support/http';

const createUrl = (archiveId: number | string) => `${baseUrl}/system/archive/${archiveId}/create-folder`;
const systemOnlyKey = () => keyHeaders({ 'x-api-key': `${demo.apiKey}-system-only` });

describe('POST /system/archive/{archive_id}/create-folder', () => {
  it('creates the folder and answers the unit rental record with everything nested', async () => {
    const name = `Receipts ${randomUUID().slice(0, 6)}`;
    const response = await call(createUrl(1), { headers: keyHeaders(), form: { name } });
    expect(response.status).toBe(200);
    const rental = expectSingle(response.body, UnitRental);
    const { folder, ...record } = rental;
    expect(nullFields(record)).toEqual([]);
    expect(folder).toMatchObject({ archive_id: 1, parent_id: null, name });
    expect(rental.rentals.length).toBe(2);
    expect(rental.ownerClient?.email).toBe(demo.clientEmail);
    expect(rental.unit?.id).toBe(rental.unit_id);
    expect(rental.country?.id).toBe(rental.country_id);
  });

  it('shows unit_password in clear only to a key with the unit-password:read scope', async () => {
    const clear = await call(createUrl(1), { headers: keyHeaders(), form: { name: `a-${randomUUID()}` } });
    expect(clear.body.data.unit_password).toBe('4729#');
    const masked = await call(createUrl(1), {
      headers: systemOnlyKey(),
      form: { name: `b-${randomUUID()}` },
    });
    expect(masked.status).toBe(200);
    expect(masked.body.data.unit_password).toBe('********');
  });

  it('nests a folder under a parent of the same archive', async () => {
    const parent = await call(createUrl(1), {
      headers: keyHeaders(),
      form: { name: `Parent ${randomUUID().slice(0, 6)}` },
    });
    const parentId = parent.body.data.folder.id as number;
    const child = await call(createUrl(1), {
      headers: keyHeaders(),
      form: { name: 'Child', parent_id: String(parentId) },
    });
    expect(child.body.data.folder).toMatchObject({ parent_id: parentId, name: 'Child' });
    const explore = await call(`${baseUrl}/system/archive`, { headers: keyHeaders() });
    const tree = JSON.stringify(explore.body.response.data[0].folders);
    expect(tree).toContain(`"id":${parentId}`);
    expect(tree).toContain('"name":"Child"');
  });

  it('answers 422 for a duplicate name in the same parent, whatever its case', async () => {
    const name = `Dup ${randomUUID().slice(0, 6)}`;
    expect((await call(createUrl(1), { headers: keyHeaders(), form: { name } })).status).toBe(200);
    const again = await call(createUrl(1), { headers: keyHeaders(), form: { name: name.toUpperCase() } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: 'The name has already been taken.',
      errors: { name: ['The name has already been taken.'] },
    });
  });

  it('answers 422 for a missing or unsafe name and an unknown parent', async () => {
    const missing = await call(createUrl(1), { headers: keyHeaders(), form: { parent_id: '1' } });
    expect(missing.body).toEqual({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    });
    for (const name of ['../etc', 'a/b', '..', 'bad\u0007name', 'c1\u0085name', 'invoice\u202Efdp.exe']) {
      expect((await call(createUrl(1), { headers: keyHeaders(), form: { name } })).status).toBe(422);
    }
    const unknownParent = await call(createUrl(1), {
      headers: keyHeaders(),
      form: { name: 'x', parent_id: '9999' },
    });
    expect(unknownParent.status).toBe(422);
    expect(unknownParent.body.errors).toEqual({ parent_id: ['The selected parent id is invalid.'] });
  });

  it('answers 404 for an unknown archive and refuses missing keys', async () => {
    expect((await call(createUrl(9999), { headers: keyHeaders(), form: { name: 'x' } })).status).toBe(404);
    expect((await call(createUrl('abc'), { headers: keyHeaders(), form: { name: 'x' } })).status).toBe(404);
    expect((await call(createUrl(1), { form: { name: 'x' } })).status).toBe(403);
    expect(
      (await call(createUrl(1), { headers: keyHeaders({ 'x-secret-key': 'x' }), form: { name: 'x' } }))
        .status,
    ).toBe(401);
  });
});
