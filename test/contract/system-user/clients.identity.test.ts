import { describe, expect, it } from 'vitest';
import { Client, ClientWithDeals } from '../../../shared/schemas/records';
import { crmStaff, freshDepartment } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, systemUserUrl } from '../../support/http';
import { freshNationalId, withWrongCheckDigit } from '../../support/national-ids';

const staffUrl = `${systemUserUrl}/crm/clients`;
const systemUrl = `${baseUrl}/system/clients`;
const phone = () => `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const agent = () => crmStaff(['sales_agent'], { row_scope: 'own', department_id: freshDepartment() });
const json = (headers: Record<string, string>, body: unknown) => ({
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const CHECK_DIGIT_EN =
  'The national id field must be a valid Saudi national id or iqama number: 10 digits starting with 1 or 2, with a valid check digit.';
const CHECK_DIGIT_AR =
  'يجب أن يكون حقل رقم الهوية الوطنية أو الإقامة رقم هوية وطنية أو إقامة سعودية صحيحًا: 10 أرقام تبدأ بـ 1 أو 2، برقم تحقق صحيح.';

describe('client identity fields (national id, its expiry, nationality, date of birth) on both surfaces', () => {
  it('the staff store takes them (multipart) and the staff update changes and clears them (JSON)', async () => {
    const { headers } = await agent();
    const nationalId = freshNationalId();
    const stored = await call(staffUrl, {
      headers,
      form: {
        name: 'Identity Client',
        phone: phone(),
        national_id: nationalId,
        national_id_end_date: '2030-01-31',
        nationality_id: '1',
        nationality: 'Saudi',
        date_of_birth: '1988-02-29',
        address: '9 Tahlia Street, Jeddah',
      },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const client = expectSingle(stored.body, Client);
    expect(client).toMatchObject({
      national_id: Number(nationalId),
      national_id_end_date: '2030-01-31T00:00:00.000Z',
      nationality_id: 1,
      nationality: 'Saudi',
      date_of_birth: '1988-02-29T00:00:00.000Z',
      address: '9 Tahlia Street, Jeddah',
    });

    const iqama = freshNationalId(2);
    const updated = await call(
      `${staffUrl}/${client.id}/update`,
      json(headers, { national_id: Number(iqama), nationality: '', date_of_birth: null }),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(expectSingle(updated.body, ClientWithDeals)).toMatchObject({
      national_id: Number(iqama),
      nationality: null,
      date_of_birth: null,
      nationality_id: 1,
    });
  });

  it('refuses a bad check digit with 422 on national_id, in English and Arabic, on the staff store and update', async () => {
    const { headers } = await agent();
    const bad = withWrongCheckDigit(freshNationalId());
    const refused = await call(staffUrl, {
      headers,
      form: { name: 'Bad Id', phone: phone(), national_id: bad },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ national_id: [CHECK_DIGIT_EN] });
    const arabic = await call(staffUrl, {
      headers: { ...headers, 'Accept-Language': 'ar' },
      form: { name: 'Bad Id', phone: phone(), national_id: bad },
    });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors).toEqual({ national_id: [CHECK_DIGIT_AR] });

    const stored = await call(staffUrl, { headers, form: { name: 'Good Id', phone: phone() } });
    const id = expectSingle(stored.body, Client).id;
    for (const value of [bad, '3000000004', '101000000', '10100000060']) {
      const update = await call(`${staffUrl}/${id}/update`, json(headers, { national_id: value }));
      expect(update.status, value).toBe(422);
      expect(update.body.errors, value).toEqual({ national_id: [CHECK_DIGIT_EN] });
    }
  });

  it('refuses a bad check digit with 422 on the system store and update, JSON and multipart', async () => {
    const bad = withWrongCheckDigit(freshNationalId(2));
    const store = await call(`${systemUrl}/store`, {
      headers: keyHeaders(),
      form: { name: 'Bad Iqama', phone: phone(), national_id: bad },
    });
    expect(store.status).toBe(422);
    expect(store.body.errors).toEqual({ national_id: [CHECK_DIGIT_EN] });
    const stored = await call(`${systemUrl}/store`, {
      headers: keyHeaders(),
      form: { name: 'Ok', phone: phone() },
    });
    const id = expectSingle(stored.body, Client).id;
    const multipart = await call(`${systemUrl}/${id}/update`, {
      headers: keyHeaders(),
      form: { national_id: bad },
    });
    expect(multipart.status).toBe(422);
    expect(multipart.body.errors).toEqual({ national_id: [CHECK_DIGIT_EN] });
    const asJson = await call(`${systemUrl}/${id}/update`, json(keyHeaders(), { national_id: Number(bad) }));
    expect(asJson.status).toBe(422);
    expect(asJson.body.errors).toEqual({ national_id: [CHECK_DIGIT_EN] });
    // A date of birth to come, a nationality that is no country: 422 on each.
    const other = await call(`${systemUrl}/${id}/update`, {
      headers: keyHeaders(),
      form: { date_of_birth: '2999-01-01', nationality_id: '999999' },
    });
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['date_of_birth']);
    const country = await call(`${systemUrl}/${id}/update`, {
      headers: keyHeaders(),
      form: { nationality_id: '999999' },
    });
    expect(country.status).toBe(422);
    expect(Object.keys(country.body.errors)).toEqual(['nationality_id']);
  });

  it('holds one live client per national id, whatever nationality, and frees it when the client is deleted', async () => {
    const nationalId = freshNationalId();
    const first = await call(`${systemUrl}/store`, {
      headers: keyHeaders(),
      form: { name: 'First Holder', phone: phone(), national_id: nationalId, nationality_id: '1' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const firstId = expectSingle(first.body, Client).id;
    // The same number without a nationality (another per-nationality marker): still taken.
    const again = await call(`${systemUrl}/store`, {
      headers: keyHeaders(),
      form: { name: 'Second Holder', phone: phone(), national_id: nationalId },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ national_id: ['The national id has already been taken.'] });
    // Simultaneous stores of one new number: exactly one wins.
    const raced = freshNationalId(2);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        call(`${systemUrl}/store`, {
          headers: keyHeaders(),
          form: { name: 'Racer', phone: phone(), national_id: raced },
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 422, 422]);
    // Deleted, the first client lets the number go.
    expect((await call(`${systemUrl}/${firstId}`, { method: 'DELETE', headers: keyHeaders() })).status).toBe(
      200,
    );
    const freed = await call(`${systemUrl}/store`, {
      headers: keyHeaders(),
      form: { name: 'Third Holder', phone: phone(), national_id: nationalId },
    });
    expect(freed.status, JSON.stringify(freed.body)).toBe(201);
  });
});
