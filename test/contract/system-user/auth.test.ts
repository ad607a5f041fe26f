import { describe, expect, it } from 'vitest';
import { call, demo, keyHeaders, systemUserUrl } from '../../support/http';

const _appHeaders = () => keyHeaders({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
const _expiresAt = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST {system_user_url}/login', () => {
  const url = `${systemUserUrl}/login`;

  it('signs the demo staff user in with a token carrying its abilities', async () => {
    const response = await call(url, {
      headers: keyHeaders(),
      form: { email_or_phone: demo.staffEmail, password: demo.password },
    });
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(Object.keys(data)).toEqual(['token', 'token_type', 'expires_at', 'user']);
    expect(data.token_type).toBe('Bearer');
    expect(Object.keys(data.user).sort()).toEqual([
      'abilities',
      'email',
      'id',
      'id_number',
      'job_title',
      'name',
      'phone',
    ]);
    expect(data.user.abilities).toEqual(['*']);
  });

  it('does not let a client sign in as staff', async () => {
    const response = await call(url, {
      headers: keyHeaders(),
      form: { email_or_phone: demo.clientEmail, password: demo.password },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email_or_phone: ['These credentials do not match our records.'] });
  });
});
