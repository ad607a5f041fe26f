import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { waitForCode } from '../../../infra/local/outbox-reader';
import { saveApiKey } from '../../../shared/auth/api-keys';
import { hashPassword } from '../../../shared/auth/hashing';
import { createEntity, findEntity, loadEntities } from '../../../shared/db/entity-store';
import { SIGN_IN_LIMITS } from '../../../shared/domain/auth/sign-in-limits';
import { pushDevicesOf } from '../../../shared/domain/notifications/push-devices';
import { USER, type User, userUniques } from '../../../shared/domain/users/users';
import { StaffLogin, StaffProfile } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { type ApiResponse, baseUrl, call, keyHeaders, systemUserUrl } from '../../support/http';

const PASSWORD = 'Staff#Pass2026';
const uniquePhone = () => `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const passwordHash = hashPassword(PASSWORD);

/** A key pair of the test's own: sign-in limits also count per key and IP. */
async function ownKey(): Promise<Record<string, string>> {
  const apiKey = `test-${randomUUID()}`;
  const secret = randomUUID();
  await saveApiKey(apiKey, secret, { name: apiKey, scopes: ['client', 'system-user'], enabled: true });
  return { 'x-api-key': apiKey, 'x-secret-key': secret };
}

/** A staff account of the test's own, with a password and a phone. */
async function newStaff(overrides: Partial<User> = {}) {
  const user: User = {
    name: 'Hessa Al-Dossary',
    email: `staff.${randomUUID().slice(0, 8)}@example.com`,
    phone: Number(uniquePhone()),
    job_title: 'Sales Agent',
    id_number: 1090001234,
    roles: ['sales_agent'],
    password_hash: await passwordHash,
    ...overrides,
  };
  return createEntity(USER, user, { uniques: userUniques(user) });
}

const bearer = (token: string, headers = keyHeaders()) => ({ ...headers, Authorization: `Bearer ${token}` });

async function signIn(email: string): Promise<string> {
  const response = await call(`${systemUserUrl}/login`, {
    headers: keyHeaders(),
    form: { email_or_phone: email, password: PASSWORD },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.token;
}

const statusCounts = (responses: ApiResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.status] = (counts[response.status] ?? 0) + 1;
    return counts;
  }, {});

describe('POST {system_user_url}/login-by-password', () => {
  it('signs a staff member in by phone and password; a wrong one is a 422 on phone', async () => {
    const user = await newStaff();
    const headers = await ownKey();
    const response = await call(`${systemUserUrl}/login-by-password`, {
      headers,
      form: { phone: `+${user.phone}`, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(expectSingle(response.body, StaffLogin).user.id).toBe(user.id);
    const wrong = await call(`${systemUserUrl}/login-by-password`, {
      headers,
      form: { phone: `+${user.phone}`, password: 'nope-nope' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ phone: ['These credentials do not match our records.'] });
  });

  it('counts guesses by phone and by e-mail on one lock: five wrong by phone lock the e-mail login', async () => {
    const user = await newStaff();
    const headers = await ownKey();
    for (let index = 0; index < SIGN_IN_LIMITS.freeTries; index++) {
      const wrong = await call(`${systemUserUrl}/login-by-password`, {
        headers,
        form: { phone: String(user.phone), password: `wrong-${index}` },
      });
      expect(wrong.status).toBe(422);
    }
    const locked = await call(`${systemUserUrl}/login`, {
      headers,
      form: { email_or_phone: user.email, password: PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST {system_user_url}/login-send-otp, then login with the otp', () => {
  it("texts a code to the staff member's phone that signs them in once", async () => {
    const user = await newStaff();
    const phone = `+${user.phone}`;
    const since = Date.now();
    const sent = await call(`${systemUserUrl}/login-send-otp`, { headers: keyHeaders(), form: { phone } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ expires_in: 300, resend_after: 60 });
    const code = await waitForCode(baseUrl, phone, since);
    const form = { email_or_phone: phone, otp: code };
    const first = await call(`${systemUserUrl}/login`, { headers: keyHeaders(), form });
    expect(first.status).toBe(200);
    expect(expectSingle(first.body, StaffLogin).user.id).toBe(user.id);
    const again = await call(`${systemUserUrl}/login`, { headers: keyHeaders(), form });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ otp: ['The code is invalid or has expired.'] });
    // The client surface's codes are their own: a staff code never signs a client in.
    expect(
      (await call(`${baseUrl}/client/verify-otp`, { headers: keyHeaders(), form: { phone, otp: code } }))
        .status,
    ).toBe(422);
  });

  it('throttles as the client codes: a second code within the minute is a 429', async () => {
    const user = await newStaff();
    const form = { phone: String(user.phone) };
    expect((await call(`${systemUserUrl}/login-send-otp`, { headers: keyHeaders(), form })).status).toBe(200);
    const again = await call(`${systemUserUrl}/login-send-otp`, { headers: keyHeaders(), form });
    expect(again.status).toBe(429);
  });

  it('needs the password or the otp, not both', async () => {
    const none = await call(`${systemUserUrl}/login`, {
      headers: keyHeaders(),
      form: { email_or_phone: 'x@example.com' },
    });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({
      password: ['The password field is required when otp is not present.'],
    });
    const both = await call(`${systemUserUrl}/login`, {
      headers: keyHeaders(),
      form: { email_or_phone: 'x@example.com', password: 'abc', otp: '123456' },
    });
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors)).toEqual(['otp']);
  });
});

describe('POST {system_user_url}/logout', () => {
  it('revokes the token at once; another session stays', async () => {
    const user = await newStaff();
    const token = await signIn(user.email);
    const other = await signIn(user.email);
    const response = await call(`${systemUserUrl}/logout`, { method: 'POST', headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ logged_out: true });
    expect((await call(`${systemUserUrl}/profile`, { headers: bearer(token) })).status).toBe(401);
    expect((await call(`${systemUserUrl}/profile`, { headers: bearer(other) })).status).toBe(200);
  });
});

describe('GET {system_user_url}/profile', () => {
  it('shows roles, abilities, row scope and the other accounts of the same person', async () => {
    const first = await newStaff({ row_scope: 'projects', project_ids: [1, 2], department_id: 4 });
    const person = first.id;
    const { updateEntity } = await import('../../../shared/db/entity-store');
    await updateEntity(USER, first.id, { person_id: person }, { recordName: 'user' });
    const second = await newStaff({
      person_id: person,
      roles: ['finance_manager'],
      job_title: 'Finance Manager',
    });
    await newStaff({ person_id: person + 1_000_000 });
    const response = await call(`${systemUserUrl}/profile`, { headers: bearer(await signIn(first.email)) });
    expect(response.status).toBe(200);
    const profile = expectSingle(response.body, StaffProfile);
    expect(profile).toMatchObject({
      id: first.id,
      roles: ['sales_agent'],
      row_scope: { scope: 'projects', project_ids: [1, 2], department_id: 4 },
      person_id: person,
      accounts: [
        {
          id: second.id,
          name: second.name,
          email: second.email,
          job_title: 'Finance Manager',
          roles: ['finance_manager'],
        },
      ],
    });
    expect(profile.abilities).toContain('core.account.use');
    expect(profile.abilities).not.toContain('core.acceptances.decide');
  });
});

describe('GET {system_user_url}/abilities and /roles/get-create-update-data', () => {
  it('list every ability and every role with its abilities, to holders of core.roles.view only', async () => {
    const manager = await newStaff({ roles: ['hr_manager'] });
    const token = await signIn(manager.email);
    const abilities = await call(`${systemUserUrl}/abilities`, { headers: bearer(token) });
    expect(abilities.status).toBe(200);
    expect(abilities.body.data.abilities).toContainEqual({
      name: 'core.acceptances.decide',
      module: 'core',
      resource: 'acceptances',
      action: 'decide',
    });
    const roles = await call(`${systemUserUrl}/roles/get-create-update-data`, { headers: bearer(token) });
    expect(roles.status).toBe(200);
    const byName = Object.fromEntries(
      (roles.body.data.roles as Array<{ name: string; all: boolean; abilities: string[] }>).map((role) => [
        role.name,
        role,
      ]),
    );
    expect(byName.admin?.all).toBe(true);
    expect(byName.admin?.abilities).toEqual(
      abilities.body.data.abilities.map((a: { name: string }) => a.name),
    );
    expect(byName.sales_manager?.abilities).toContain('core.acceptances.decide');
    const agent = await signIn((await newStaff()).email);
    expect((await call(`${systemUserUrl}/abilities`, { headers: bearer(agent) })).status).toBe(403);
  });
});

describe('POST {system_user_url}/switch-account', () => {
  async function twoAccounts() {
    const first = await newStaff();
    const { updateEntity } = await import('../../../shared/db/entity-store');
    await updateEntity(USER, first.id, { person_id: first.id }, { recordName: 'user' });
    const second = await newStaff({ person_id: first.id, roles: ['hr_manager'] });
    return { first, second };
  }

  it('moves to another account of the same person without a password; the old token is revoked', async () => {
    const { first, second } = await twoAccounts();
    const token = await signIn(first.email);
    const response = await call(`${systemUserUrl}/switch-account`, {
      headers: bearer(token),
      form: { user_id: String(second.id) },
    });
    expect(response.status).toBe(200);
    const switched = expectSingle(response.body, StaffLogin);
    expect(switched.user.id).toBe(second.id);
    expect(switched.user.abilities).toContain('core.roles.view');
    expect((await call(`${systemUserUrl}/profile`, { headers: bearer(token) })).status).toBe(401);
    const profile = await call(`${systemUserUrl}/profile`, { headers: bearer(switched.token) });
    expect(profile.body.data.id).toBe(second.id);
  });

  it('of 20 parallel switches with one token exactly one lands; the others answer 401', async () => {
    const { first, second } = await twoAccounts();
    const token = await signIn(first.email);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(`${systemUserUrl}/switch-account`, {
          headers: bearer(token),
          form: { user_id: String(second.id) },
        }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 401: 19 });
  });

  it("refuses another person's account (404), an unknown one (404) and the same account (422)", async () => {
    const { first } = await twoAccounts();
    const stranger = await newStaff({ person_id: 999_999_999 });
    const token = await signIn(first.email);
    const to = (userId: number) =>
      call(`${systemUserUrl}/switch-account`, { headers: bearer(token), form: { user_id: String(userId) } });
    expect((await to(stranger.id)).status).toBe(404);
    expect((await to(987_654_321)).status).toBe(404);
    const same = await to(first.id);
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ user_id: ['You are already signed in to this account.'] });
    // A refused switch leaves the session as it was.
    expect((await call(`${systemUserUrl}/profile`, { headers: bearer(token) })).status).toBe(200);
  });
});

describe('POST {system_user_url}/delete-account', () => {
  it('needs the password (422), then ends every session, anonymises the record and frees the e-mail and phone', async () => {
    const user = await newStaff();
    const token = await signIn(user.email);
    const other = await signIn(user.email);
    const headers = bearer(token, await ownKey());
    const device = `device-${randomUUID()}`;
    const registered = await call(`${systemUserUrl}/update-push-notification-token`, {
      headers,
      form: { token: device, platform: 'android' },
    });
    expect(registered.status).toBe(200);
    const wrong = await call(`${systemUserUrl}/delete-account`, {
      headers,
      form: { password: 'not-mine-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The password is incorrect.'] });
    const response = await call(`${systemUserUrl}/delete-account`, { headers, form: { password: PASSWORD } });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ deleted: true });

    expect((await call(`${systemUserUrl}/profile`, { headers: bearer(token) })).status).toBe(401);
    expect((await call(`${systemUserUrl}/profile`, { headers: bearer(other) })).status).toBe(401);
    const login = await call(`${systemUserUrl}/login`, {
      headers: keyHeaders(),
      form: { email_or_phone: user.email, password: PASSWORD },
    });
    expect(login.status).toBe(422);
    // Records that name the user keep the id and show a placeholder without personal data.
    expect(await findEntity(USER, user.id)).toBeUndefined();
    const kept = (await loadEntities([{ type: USER, id: user.id }])).get(USER, user.id);
    expect(kept).toMatchObject({ id: user.id, name: 'Deleted user', roles: ['sales_agent'] });
    for (const field of ['email', 'phone', 'id_number', 'job_title', 'password_hash'])
      expect(kept).not.toHaveProperty(field);
    // The e-mail and phone are free again (a new account takes them); the devices are forgotten.
    const successor = await newStaff({ email: user.email, phone: user.phone });
    expect(successor.id).not.toBe(user.id);
    expect((await pushDevicesOf(user.id)).devices).toEqual([]);
  });

  it('of 20 parallel deletes with the right password exactly one lands; the others answer 401', async () => {
    const user = await newStaff();
    const headers = bearer(await signIn(user.email), await ownKey());
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(`${systemUserUrl}/delete-account`, { headers, form: { password: PASSWORD } }),
      ),
    );
    const counts = statusCounts(responses);
    expect(counts[200]).toBe(1);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(19);
  });
});
