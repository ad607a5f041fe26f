import { describe, expect, it } from 'vitest';
import { baseUrl, call, demo, keyHeaders } from '../../support/http';

const appHeaders = () => keyHeaders({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
const expiresAt = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST /client/login', () => {
  const url = `${baseUrl}/client/login`;

  it('signs the demo client in by e-mail with a bearer token and the Client record', async () => {
    const response = await call(url, {
      headers: appHeaders(),
      form: { email_or_phone: demo.clientEmail, password: demo.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('true');
    const { data } = response.body;
    expect(Object.keys(data)).toEqual(['token', 'token_type', 'expires_at', 'client']);
    expect(data.token).toMatch(/^\d+\|[A-Za-z0-9]{48}$/);
    expect(data.token_type).toBe('Bearer');
    expect(data.expires_at).toMatch(expiresAt);
    expect(Date.parse(data.expires_at)).toBeGreaterThan(Date.now());
    expect(data.client).toMatchObject({ email: demo.clientEmail, name: 'Demo Client' });
    expect(data.client).not.toHaveProperty('password_hash');
  });

  it('signs in by phone, whatever its formatting', async () => {
    const response = await call(url, {
      headers: appHeaders(),
      form: { email_or_phone: '+966 555-000-111', password: demo.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.client.phone).toBe('966555000111');
  });

  it('signs in by phone, or by national id with nationality, answering errors on those fields', async () => {
    const byPhone = await call(url, {
      headers: appHeaders(),
      form: { phone: '966555000111', password: demo.password },
    });
    expect(byPhone.status).toBe(200);
    const byNationalId = await call(url, {
      headers: appHeaders(),
      form: { national_id: '1098765439', nationality_id: '1', password: demo.password },
    });
    expect(byNationalId.status).toBe(200);
    expect(byNationalId.body.data.client.national_id).toBe(1098765439);
    const wrongPhone = await call(url, {
      headers: appHeaders(),
      form: { phone: '966555000111', password: 'nope' },
    });
    expect(wrongPhone.body).toEqual({
      message: 'These credentials do not match our records.',
      errors: { phone: ['These credentials do not match our records.'] },
    });
    const wrongNationality = await call(url, {
      headers: appHeaders(),
      form: { national_id: '1098765439', nationality_id: '2', password: demo.password },
    });
    expect(wrongNationality.body.errors).toEqual({
      national_id: ['These credentials do not match our records.'],
    });
    const incomplete = await call(url, {
      headers: appHeaders(),
      form: { national_id: '12345', password: 'x' },
    });
    expect(incomplete.body.errors).toEqual({
      national_id: ['The national id field format is invalid.'],
      nationality_id: ['The nationality id field is required when national id is present.'],
    });
  });

  it('accepts a JSON body too', async () => {
    const response = await call(url, {
      headers: { ...appHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ email_or_phone: demo.clientEmail.toUpperCase(), password: demo.password }),
    });
    expect(response.status).toBe(200);
  });

  it('answers the exact 422 for wrong credentials, and the same for an unknown account', async () => {
    const expected = {
      message: 'These credentials do not match our records.',
      errors: { email_or_phone: ['These credentials do not match our records.'] },
    };
    for (const form of [
      { email_or_phone: demo.clientEmail, password: 'wrong-password' },
      { email_or_phone: 'nobody@example.com', password: demo.password },
      { email_or_phone: demo.staffEmail, password: demo.password },
    ]) {
      const response = await call(url, { headers: appHeaders(), form });
      expect(response.status).toBe(422);
      expect(response.body).toEqual(expected);
    }
  });

  it('answers 422 for missing fields, in Arabic when asked', async () => {
    const english = await call(url, { headers: appHeaders(), form: { other: 'x' } });
    expect(english.status).toBe(422);
    expect(english.body).toEqual({
      message: 'The email or phone field is required. (and 1 more errors)',
      errors: {
        email_or_phone: ['The email or phone field is required.'],
        password: ['The password field is required.'],
      },
    });
    const arabic = await call(url, {
      headers: { ...appHeaders(), 'Accept-Language': 'ar' },
      form: { password: 'x' },
    });
    expect(arabic.body).toEqual({
      message: 'حقل البريد الإلكتروني أو الجوال مطلوب.',
      errors: { email_or_phone: ['حقل البريد الإلكتروني أو الجوال مطلوب.'] },
    });
  });

  it('answers 422, not 500, for a body it cannot read', async () => {
    for (const [contentType, body] of [
      ['application/json', '{not json'],
      ['text/plain', 'hello'],
      ['multipart/form-data', '--x\r\n'],
    ] as const) {
      const response = await call(url, { headers: { ...appHeaders(), 'content-type': contentType }, body });
      expect(response.status).toBe(422);
      expect(response.body.errors).toHaveProperty('body');
    }
  });
});
