import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { messagesTo, waitForMessage } from '../../../infra/local/outbox-reader';
import { saveApiKey } from '../../../shared/auth/api-keys';
import { hashPassword, sha256 } from '../../../shared/auth/hashing';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { createEntity, updateEntity } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { SIGN_IN_LIMITS } from '../../../shared/domain/auth/sign-in-limits';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { USER } from '../../../shared/domain/users/users';
import { type ApiResponse, baseUrl, call, keyHeaders, systemUserUrl } from '../../support/http';

const PASSWORD = 'Right#Pass2026';
const uniquePhone = () => `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * A key pair of the test's own: the sign-in limits also count per source (key and IP), and every
 * test calls from 127.0.0.1, so each test is its own source and the demo key is never throttled.
 */
async function ownKey(): Promise<Record<string, string>> {
  const apiKey = `test-${randomUUID()}`;
  const secret = randomUUID();
  await saveApiKey(apiKey, secret, { name: apiKey, scopes: ['client', 'system-user'], enabled: true });
  return { 'x-api-key': apiKey, 'x-secret-key': secret };
}

/** A client of the test's own with a password. */
async function newClient() {
  const phone = uniquePhone();
  const email = `limits.${randomUUID().slice(0, 8)}@example.com`;
  const response = await call(`${baseUrl}/system/clients/store`, {
    headers: keyHeaders(),
    form: { name: 'Noura Al-Qahtani', phone, email },
  });
  expect(response.status).toBe(201);
  const id = response.body.data.id as number;
  await updateEntity(CLIENT, id, { password_hash: await hashPassword(PASSWORD) }, { recordName: 'client' });
  return { id, phone, email };
}

const login = (headers: Record<string, string>, form: Record<string, string>) =>
  call(`${baseUrl}/client/login`, { headers, form });

const statusCounts = (responses: ApiResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.status] = (counts[response.status] ?? 0) + 1;
    return counts;
  }, {});

describe('password sign-in limits (client login, login by password, staff login)', () => {
  it('of 20 parallel wrong passwords only the free tries are compared; the rest and then the right password answer 429', async () => {
    const headers = await ownKey();
    const owner = await newClient();
    const since = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(headers, { email_or_phone: owner.email, password: `wrong-${index}` }),
      ),
    );
    const counts = statusCounts(responses);
    expect(counts[422]).toBeLessThanOrEqual(SIGN_IN_LIMITS.freeTries);
    expect((counts[422] ?? 0) + (counts[429] ?? 0)).toBe(20);
    const refused = responses.find((response) => response.status === 429) as ApiResponse;
    expect(refused.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(SIGN_IN_LIMITS.firstLockSeconds);

    // Locked: the right password cannot even be tried, by any route or spelling of the account.
    const right = await login(headers, { email_or_phone: owner.email.toUpperCase(), password: PASSWORD });
    expect(right.status).toBe(429);
    const arabic = await login(
      { ...headers, 'Accept-Language': 'ar' },
      { email_or_phone: owner.email, password: PASSWORD },
    );
    expect(arabic.body.message).toMatch(/^محاولات دخول كثيرة\./);

    // The owner hears of it once, in both languages; the caller is told nothing more.
    const notice = await waitForMessage(baseUrl, owner.email, since);
    expect((notice as { subject?: string }).subject).toContain('Sign-in to your account was paused');
    expect(notice.body).toMatch(/paused for 1 min\.[\s\S]*أُوقف الدخول/);
    await new Promise((done) => setTimeout(done, 300));
    expect(
      (await messagesTo(baseUrl, owner.email)).filter((message) => Date.parse(message.delivered_at) >= since),
    ).toHaveLength(1);
  });

  it('answers an unknown account exactly as a real one: the same 422s, then 429, and no notice to anyone', async () => {
    const headers = await ownKey();
    const owner = await newClient();
    const nobody = `nobody.${randomUUID().slice(0, 8)}@example.com`;
    const real: ApiResponse[] = [];
    const unknown: ApiResponse[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.freeTries; i += 1) {
      real.push(await login(headers, { email_or_phone: owner.email, password: 'wrong' }));
      unknown.push(await login(headers, { email_or_phone: nobody, password: 'wrong' }));
    }
    // The same but for the seconds left, which move on between the two calls.
    const shape = (responses: ApiResponse[]) =>
      responses.map((response) => [
        response.status,
        JSON.stringify(response.body).replace(/\d+ seconds/, 'N seconds'),
        response.headers.get('retry-after') === null ? 'none' : 'retry-after',
      ]);
    expect(shape(unknown)).toEqual(shape(real));
    expect(real.map((response) => response.status)).toEqual([422, 422, 422, 422, 422, 429]);
    expect(await messagesTo(baseUrl, nobody)).toEqual([]);
  });

  it('gives the tries back on a good sign-in, and counts a phone the same on /login and /login-by-password', async () => {
    const headers = await ownKey();
    const owner = await newClient();
    for (let i = 0; i < SIGN_IN_LIMITS.freeTries - 1; i += 1)
      expect((await login(headers, { email_or_phone: owner.email, password: 'wrong' })).status).toBe(422);
    expect((await login(headers, { email_or_phone: owner.email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.freeTries - 1; i += 1)
      expect((await login(headers, { email_or_phone: owner.email, password: 'wrong' })).status).toBe(422);

    const byPassword = (phone: string, password: string) =>
      call(`${baseUrl}/client/login-by-password`, { headers, form: { phone, password } });
    for (const attempt of [
      () => login(headers, { phone: owner.phone, password: 'wrong' }),
      () => byPassword(`+${owner.phone}`, 'wrong'),
      () => login(headers, { email_or_phone: `+${owner.phone}`, password: 'wrong' }),
      () => byPassword(owner.phone, 'wrong'),
      () => login(headers, { phone: owner.phone, password: 'wrong' }),
    ])
      expect((await attempt()).status).toBe(422);
    const locked = await byPassword(owner.phone, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.errors).toBeUndefined();
  });

  it('lets the account try again after the lock, and doubles the next lock', async () => {
    const headers = await ownKey();
    const owner = await newClient();
    for (let i = 0; i < SIGN_IN_LIMITS.freeTries; i += 1)
      await login(headers, { email_or_phone: owner.email, password: 'wrong' });
    expect((await login(headers, { email_or_phone: owner.email, password: PASSWORD })).status).toBe(429);
    // The minute passes.
    const expire = () =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.signInAccount(`client#email#${owner.email}`),
          UpdateExpression: 'SET locked_until_ms = :past',
          ExpressionAttributeValues: { ':past': Date.now() - 1 },
        }),
      );
    await expire();
    for (let i = 0; i < SIGN_IN_LIMITS.freeTries; i += 1)
      expect((await login(headers, { email_or_phone: owner.email, password: 'wrong' })).status).toBe(422);
    const second = await login(headers, { email_or_phone: owner.email, password: PASSWORD });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(SIGN_IN_LIMITS.firstLockSeconds);
    await expire();
    expect((await login(headers, { email_or_phone: owner.email, password: PASSWORD })).status).toBe(200);
  });

  it('locks a staff account the same way under 20 parallel wrong passwords', async () => {
    const headers = await ownKey();
    const email = `staff.${randomUUID().slice(0, 8)}@example.com`;
    await createEntity(
      USER,
      {
        name: 'Faisal Al-Otaibi',
        email,
        phone: null,
        job_title: null,
        id_number: null,
        roles: ['admin'],
        password_hash: await hashPassword(PASSWORD),
      },
      { uniques: [{ kind: 'USER_EMAIL', field: 'email', value: email }] },
    );
    const staffLogin = (password: string) =>
      call(`${systemUserUrl}/login`, { headers, form: { email_or_phone: email, password } });
    const counts = statusCounts(
      await Promise.all(Array.from({ length: 20 }, (_, index) => staffLogin(`wrong-${index}`))),
    );
    expect(counts[422]).toBeLessThanOrEqual(SIGN_IN_LIMITS.freeTries);
    expect((counts[422] ?? 0) + (counts[429] ?? 0)).toBe(20);
    expect((await staffLogin(PASSWORD)).status).toBe(429);
  });

  it('stops a source after its failures of the window, whatever the accounts, and only that source', async () => {
    const headers = await ownKey();
    const owner = await newClient();
    // The source has spent all but ten of its failures this window (as if 90 guesses were made).
    const windowMs = SIGN_IN_LIMITS.sourceWindowSeconds * 1000;
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.signInSource(
          `${sha256(headers['x-api-key'] as string).slice(0, 16)}#127.0.0.1`,
          Math.floor(Date.now() / windowMs),
        ),
        UpdateExpression: 'SET tries = :spent',
        ExpressionAttributeValues: { ':spent': SIGN_IN_LIMITS.sourceFailures - 10 },
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        login(headers, { email_or_phone: `spray.${randomUUID()}@example.com`, password: 'guess' }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 422: 10, 429: 10 });
    const refused = await login(headers, { email_or_phone: owner.email, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(
      SIGN_IN_LIMITS.sourceWindowSeconds,
    );
    // The refused source cost the account nothing: another source signs it in at once.
    expect((await login(await ownKey(), { email_or_phone: owner.email, password: PASSWORD })).status).toBe(
      200,
    );
  });
});
