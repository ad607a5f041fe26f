import { randomUUID } from 'node:crypto';
import { GetCommand, paginateScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { messagesTo, waitForCode, waitForMessage } from '../../../infra/local/outbox-reader';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { hashPassword } from '../../../shared/auth/hashing';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { updateEntity } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { ClientLogin, ForgotPasswordAccepted, OtpSent, PasswordSet } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const client = (path: string) => `${baseUrl}/client${path}`;
const uniquePhone = () => `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A client of this test's own, with a phone and an e-mail nobody else uses. */
async function newClient(): Promise<{ id: number; phone: string; email: string }> {
  const phone = uniquePhone();
  const email = `auth.${randomUUID().slice(0, 8)}@example.com`;
  const response = await call(`${baseUrl}/system/clients/store`, {
    headers: keyHeaders(),
    form: { name: 'Huda Al-Zahrani', phone, email },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.data.id, phone, email };
}

const sendOtp = (phone: string, headers = keyHeaders()) =>
  call(client('/send-otp'), { headers, form: { phone: `+${phone}` } });
const verifyOtp = (phone: string, otp: string) =>
  call(client('/verify-otp'), { headers: keyHeaders(), form: { phone: `+${phone}`, otp } });

/** Sends a code and reads it from the local outbox, as the phone's owner would. */
async function codeFor(phone: string): Promise<string> {
  const since = Date.now();
  expect((await sendOtp(phone)).status).toBe(200);
  return waitForCode(baseUrl, `+${phone}`, since);
}

describe('POST /client/send-otp', () => {
  it('texts a 6-digit code, stored only as a hash; a second send within a minute answers 429', async () => {
    const { phone } = await newClient();
    const since = Date.now();
    const sent = await sendOtp(phone);
    expect(sent.status).toBe(200);
    expect(expectSingle(sent.body, OtpSent)).toEqual({ expires_in: 300, resend_after: 60 });
    const code = await waitForCode(baseUrl, `+${phone}`, since);
    expect(code).toMatch(/^\d{6}$/);
    const stored = (await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.otp(phone) }))).Item;
    expect(String(stored?.code_hash)).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    const again = await sendOtp(phone);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers a number no client has the same way, and texts nothing', async () => {
    const phone = uniquePhone();
    const sent = await sendOtp(phone);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ expires_in: 300, resend_after: 60 });
    await new Promise((done) => setTimeout(done, 500));
    expect(await messagesTo(baseUrl, `+${phone}`)).toEqual([]);
  });

  it('answers 422 for a missing or malformed phone, and 403/401 for missing or wrong keys', async () => {
    const missing = await call(client('/send-otp'), { headers: keyHeaders(), form: { x: '1' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ phone: ['The phone field is required.'] });
    expect((await sendOtp('12')).status).toBe(422);
    expect((await call(client('/send-otp'), { form: { phone: '+966500000001' } })).status).toBe(403);
    expect((await sendOtp('966500000001', keyHeaders({ 'x-secret-key': 'wrong' }))).status).toBe(401);
  });
});

describe('POST /client/verify-otp', () => {
  it('signs the client in with the right code, once', async () => {
    const owner = await newClient();
    const code = await codeFor(owner.phone);
    const wrong = await verifyOtp(owner.phone, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ otp: ['The code is invalid or has expired.'] });

    const signedIn = await verifyOtp(owner.phone, code);
    expect(signedIn.status).toBe(200);
    const login = expectSingle(signedIn.body, ClientLogin);
    expect(login.client.id).toBe(owner.id);
    const profile = await call(client('/profile'), {
      headers: keyHeaders({ Authorization: `Bearer ${login.token}` }),
    });
    expect(profile.body.data.id).toBe(owner.id);

    expect((await verifyOtp(owner.phone, code)).status).toBe(422);
  });

  it('locks the code after five wrong tries, even for the right code (429)', async () => {
    const { phone } = await newClient();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await verifyOtp(phone, wrong)).status).toBe(422);
    const locked = await verifyOtp(phone, code);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong codes. Ask for a new code.');
  });

  it('refuses an expired code', async () => {
    const { phone } = await newClient();
    const code = await codeFor(phone);
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.otp(phone),
        UpdateExpression: 'SET expires_at_ms = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
    expect((await verifyOtp(phone, code)).status).toBe(422);
  });

  it('answers 422 for a code that is not 6 digits and 403 without keys', async () => {
    const bad = await verifyOtp('966500000002', '12ab');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['otp']);
    expect(
      (await call(client('/verify-otp'), { form: { phone: '+966500000002', otp: '123456' } })).status,
    ).toBe(403);
  });
});

describe('POST /client/reset-password and POST /client/login-by-password', () => {
  it('sets the password of the signed-in client; the new one signs in, the old one does not', async () => {
    const owner = await newClient();
    const token = expectSingle(
      (await verifyOtp(owner.phone, await codeFor(owner.phone))).body,
      ClientLogin,
    ).token;
    const bearer = keyHeaders({ Authorization: `Bearer ${token}` });
    // Another session of the same client, opened before the change.
    const other = (await issueAccessToken('client', owner.id, ['client'])).plainText;
    const set = await call(client('/reset-password'), {
      headers: bearer,
      form: { password: 'Garden#Villa7', password_confirmation: 'Garden#Villa7' },
    });
    expect(set.status).toBe(200);
    expect(expectSingle(set.body, PasswordSet)).toEqual({ password_set: true });
    // The other session ended; the one that made the change goes on.
    const profile = (bearerToken: string) =>
      call(client('/profile'), { headers: keyHeaders({ Authorization: `Bearer ${bearerToken}` }) });
    expect((await profile(other)).status).toBe(401);
    expect((await profile(token)).status).toBe(200);

    const login = (password: string) =>
      call(client('/login-by-password'), {
        headers: keyHeaders(),
        form: { phone: `+${owner.phone}`, password },
      });
    const good = await login('Garden#Villa7');
    expect(good.status).toBe(200);
    expect(expectSingle(good.body, ClientLogin).client.id).toBe(owner.id);

    await call(client('/reset-password'), {
      headers: bearer,
      form: { password: 'Second#Pass8', password_confirmation: 'Second#Pass8' },
    });
    const old = await login('Garden#Villa7');
    expect(old.status).toBe(422);
    expect(old.body.errors).toEqual({ phone: ['These credentials do not match our records.'] });
  });

  it('answers 422 for a short or unconfirmed password and 401 without a token', async () => {
    const owner = await newClient();
    const token = expectSingle(
      (await verifyOtp(owner.phone, await codeFor(owner.phone))).body,
      ClientLogin,
    ).token;
    const bad = await call(client('/reset-password'), {
      headers: keyHeaders({ Authorization: `Bearer ${token}` }),
      form: { password: 'short', password_confirmation: 'other' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.password).toEqual([
      'The password field must be at least 8 characters.',
      'The password field confirmation does not match.',
    ]);
    const anonymous = await call(client('/reset-password'), {
      headers: keyHeaders(),
      form: { password: 'Garden#Villa7', password_confirmation: 'Garden#Villa7' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('login by password answers 422 for missing fields', async () => {
    const missing = await call(client('/login-by-password'), { headers: keyHeaders(), form: { x: '1' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['phone', 'password']);
  });
});

describe('POST /client/forgot-password', () => {
  /** A client of this test's own with a password of their own, and a session opened with it. */
  async function clientWithPassword() {
    const owner = await newClient();
    await updateEntity(
      CLIENT,
      owner.id,
      { password_hash: await hashPassword(OWN_PASSWORD) },
      { recordName: 'client' },
    );
    const session = (await issueAccessToken('client', owner.id, ['client'])).plainText;
    return { ...owner, session };
  }
  const OWN_PASSWORD = 'Own#Password9';
  const signIn = (email: string, password: string) =>
    call(client('/login'), { headers: keyHeaders(), form: { email_or_phone: email, password } });
  const profileStatus = async (token: string) =>
    (await call(client('/profile'), { headers: keyHeaders({ Authorization: `Bearer ${token}` }) })).status;
  /** Asks for a new password for the address and reads it from the mail, as the mailbox's owner would. */
  async function mailedPassword(email: string): Promise<string> {
    const since = Date.now();
    const sent = await call(client('/forgot-password'), { headers: keyHeaders(), form: { email } });
    expect(sent.status).toBe(200);
    expect(expectSingle(sent.body, ForgotPasswordAccepted)).toEqual({ accepted: true });
    const mail = await waitForMessage(baseUrl, email, since);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your new password' });
    expect(mail.body).toContain('It works for 60 minutes beside your current password');
    const password = /new password is (\S+)/.exec(mail.body)?.[1] as string;
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    return password;
  }

  it('mails a password that signs in beside the current one; using it makes it the password and only then ends the other sessions', async () => {
    const owner = await clientWithPassword();
    const password = await mailedPassword(owner.email);
    // Asking changed nothing yet: the session goes on.
    expect(await profileStatus(owner.session)).toBe(200);

    const login = await signIn(owner.email, password);
    expect(login.status).toBe(200);
    expect(await profileStatus(owner.session)).toBe(401);
    expect(await profileStatus(login.body.data.token)).toBe(200);
    expect((await signIn(owner.email, OWN_PASSWORD)).status).toBe(422);
    expect((await signIn(owner.email, password)).status).toBe(200);

    // Delivered: the stored message keeps no body (the password is only in the mailbox). Every page of
    // the scan: a page reads 1 MB before the filter, and the message may lie past the first.
    const stored: Record<string, unknown>[] = [];
    const pages = paginateScan(
      { client: dynamo },
      {
        TableName: tableName(),
        FilterExpression: 'entity_type = :type AND #to = :to',
        ExpressionAttributeNames: { '#to': 'to' },
        ExpressionAttributeValues: { ':type': 'OUTBOX_MESSAGE', ':to': owner.email },
      },
    );
    for await (const page of pages) stored.push(...(page.Items ?? []));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.body).toBeUndefined();
    expect(stored[0]?.delivered_at).toBeTypeOf('string');

    const again = await call(client('/forgot-password'), {
      headers: keyHeaders(),
      form: { email: owner.email },
    });
    expect(again.status).toBe(429);
  });

  it('cannot lock a client out: after a stranger asks, the current password and sessions still work, and using them drops the mailed one', async () => {
    const owner = await clientWithPassword();
    const password = await mailedPassword(owner.email);
    expect((await signIn(owner.email, OWN_PASSWORD)).status).toBe(200);
    expect(await profileStatus(owner.session)).toBe(200);
    expect((await signIn(owner.email, password)).status).toBe(422);
    expect((await signIn(owner.email, OWN_PASSWORD)).status).toBe(200);
  });

  it('lets the mailed password lapse after its hour, or when the client sets a password', async () => {
    const lapsed = await clientWithPassword();
    const lapsedPassword = await mailedPassword(lapsed.email);
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entity('CLIENT', lapsed.id),
        UpdateExpression: 'SET pending_password_expires_at_ms = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
    expect((await signIn(lapsed.email, lapsedPassword)).status).toBe(422);
    expect((await signIn(lapsed.email, OWN_PASSWORD)).status).toBe(200);

    const reset = await clientWithPassword();
    const resetPassword = await mailedPassword(reset.email);
    const token = expectSingle(
      (await verifyOtp(reset.phone, await codeFor(reset.phone))).body,
      ClientLogin,
    ).token;
    const set = await call(client('/reset-password'), {
      headers: keyHeaders({ Authorization: `Bearer ${token}` }),
      form: { password: 'Chosen#Pass10', password_confirmation: 'Chosen#Pass10' },
    });
    expect(set.status).toBe(200);
    expect((await signIn(reset.email, resetPassword)).status).toBe(422);
    expect((await signIn(reset.email, 'Chosen#Pass10')).status).toBe(200);
  });

  it('promotes the mailed password once under 20 parallel sign-ins with it: none is refused as wrong', async () => {
    const owner = await clientWithPassword();
    const password = await mailedPassword(owner.email);
    const responses = await Promise.all(Array.from({ length: 20 }, () => signIn(owner.email, password)));
    const statuses = responses.map((response) => response.status);
    // Tries beyond the free ones wait (429, the sign-in limits); none is a 422.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    const stored = (
      await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.entity('CLIENT', owner.id) }))
    ).Item;
    expect(stored?.pending_password_hash).toBeUndefined();
    expect(await profileStatus(owner.session)).toBe(401);
  });

  it('answers an unknown address the same way and mails nothing; 422 for a malformed one; 403 without keys', async () => {
    const email = `nobody.${randomUUID().slice(0, 8)}@example.com`;
    const sent = await call(client('/forgot-password'), { headers: keyHeaders(), form: { email } });
    expect(sent.status).toBe(200);
    await new Promise((done) => setTimeout(done, 500));
    expect(await messagesTo(baseUrl, email)).toEqual([]);
    const bad = await call(client('/forgot-password'), {
      headers: keyHeaders(),
      form: { email: 'not-mail' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
    expect((await call(client('/forgot-password'), { form: { email } })).status).toBe(403);
  });
});
