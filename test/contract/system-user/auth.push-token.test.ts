import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { createEntity } from '../../../shared/db/entity-store';
import { MAX_PUSH_DEVICES, pushDevicesOf } from '../../../shared/domain/notifications/push-devices';
import { USER } from '../../../shared/domain/users/users';
import { PushTokenRegistered } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/update-push-notification-token`;

/** A staff member of this test alone, signed in with the account ability. */
async function staffMember() {
  const user = await createEntity(USER, {
    name: 'Device Owner',
    email: `device.${randomUUID()}@example.com`,
    phone: null,
    job_title: null,
    id_number: null,
    roles: ['employee'],
  });
  const token = await issueAccessToken('user', user.id, ['core.account.use']);
  return {
    id: user.id,
    headers: keyHeaders({ Authorization: `Bearer ${token.plainText}`, 'Content-Type': 'application/json' }),
  };
}

const register = (headers: Record<string, string>, token: string, platform = 'android') =>
  call(url, { method: 'POST', headers, body: JSON.stringify({ token, platform }) });

const tokensOf = async (userId: number) =>
  (await pushDevicesOf(userId)).devices.map((device) => device.token);

describe('POST {system_user_url}/update-push-notification-token', () => {
  it('registers a device in the language of the request; 422 for a missing token or an unknown platform', async () => {
    const member = await staffMember();
    const token = `device-${randomUUID()}`;
    const answer = await register({ ...member.headers, 'Accept-Language': 'ar' }, token, 'ios');
    expect(answer.status).toBe(200);
    expect(expectSingle(answer.body, PushTokenRegistered)).toEqual({ platform: 'ios', registered: true });
    expect((await pushDevicesOf(member.id)).devices).toMatchObject([
      { token, platform: 'ios', locale: 'ar' },
    ]);
    const bad = await call(url, {
      method: 'POST',
      headers: member.headers,
      body: JSON.stringify({ platform: 'symbian' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      token: ['The token field is required.'],
      platform: ['The selected platform is invalid.'],
    });
  });

  it('moves a token to whoever registers it last: 20 members racing leave it with exactly one', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => staffMember()));
    const token = `shared-device-${randomUUID()}`;
    const answers = await Promise.all(members.map((member) => register(member.headers, token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const holders = [];
    for (const member of members) if ((await tokensOf(member.id)).includes(token)) holders.push(member.id);
    expect(holders).toHaveLength(1);
    // Registered again by another: it leaves the first holder.
    const [first, second] = members;
    await register(first?.headers ?? {}, token);
    await register(second?.headers ?? {}, token);
    expect(await tokensOf(first?.id ?? 0)).not.toContain(token);
    expect(await tokensOf(second?.id ?? 0)).toContain(token);
  });

  it(`keeps the ${MAX_PUSH_DEVICES} most recently registered devices of a member`, async () => {
    const member = await staffMember();
    const tokens = Array.from(
      { length: MAX_PUSH_DEVICES + 2 },
      (_, index) => `phone-${index}-${randomUUID()}`,
    );
    for (const token of tokens) expect((await register(member.headers, token)).status).toBe(200);
    expect(await tokensOf(member.id)).toEqual(tokens.slice(2));
    // A dropped token is free again: another member registers it without touching this one.
    const other = await staffMember();
    await register(other.headers, tokens[0] as string);
    expect(await tokensOf(other.id)).toEqual([tokens[0]]);
    expect(await tokensOf(member.id)).toEqual(tokens.slice(2));
  });

  it('needs a staff bearer', async () => {
    expect((await register(keyHeaders({ 'Content-Type': 'application/json' }), 'x')).status).toBe(401);
  });
});
