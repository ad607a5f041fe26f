import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { waitForCode } from '../../../infra/local/outbox-reader';
import { changeMaintenanceStatus } from '../../../shared/domain/maintenance/client-requests';
import { ClientLogin, CommentRecord, MaintenanceRequest } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

/**
 * One customer's journey over HTTP, as the app walks it: a code by SMS, a password, a maintenance
 * request with photos, a comment, the staff closing it, a rating, and signing out.
 */
describe('client flow: from a texted code to a rated maintenance request', () => {
  it('runs end to end through the local gateway', async () => {
    const client = (path: string) => `${baseUrl}/client${path}`;
    const phone = `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const stored = await call(`${baseUrl}/system/clients/store`, {
      headers: keyHeaders(),
      form: { name: 'Faisal Al-Otaibi', phone, email: `flow.${randomUUID().slice(0, 8)}@example.com` },
    });
    expect(stored.status).toBe(201);

    // 1. a code by SMS, read from the local outbox, signs the client in
    const since = Date.now();
    expect(
      (await call(client('/send-otp'), { headers: keyHeaders(), form: { phone: `+${phone}` } })).status,
    ).toBe(200);
    const otp = await waitForCode(baseUrl, `+${phone}`, since);
    const verified = await call(client('/verify-otp'), {
      headers: keyHeaders(),
      form: { phone: `+${phone}`, otp },
    });
    expect(verified.status).toBe(200);
    const codeSession = expectSingle(verified.body, ClientLogin);
    expect(codeSession.client.id).toBe(stored.body.data.id);

    // 2. a password of their own, then a password sign-in
    const password = 'Olive#Court42';
    const set = await call(client('/reset-password'), {
      headers: keyHeaders({ Authorization: `Bearer ${codeSession.token}` }),
      form: { password, password_confirmation: password },
    });
    expect(set.status).toBe(200);
    const login = await call(client('/login-by-password'), {
      headers: keyHeaders(),
      form: { phone: `+${phone}`, password },
    });
    expect(login.status).toBe(200);
    const { token } = expectSingle(login.body, ClientLogin);
    const bearer = keyHeaders({ Authorization: `Bearer ${token}` });

    // 3. a maintenance request with two photos
    const photos = [
      new File([Buffer.from('first photo bytes')], 'ceiling.jpg', { type: 'image/jpeg' }),
      new File([Buffer.from('second photo bytes, longer')], 'wall.jpg', { type: 'image/jpeg' }),
    ];
    const created = await call(client('/maintenance-request/store'), {
      headers: bearer,
      form: { category: 'plumbing', description: 'Water stain on the ceiling.', 'attachments[]': photos },
    });
    expect(created.status).toBe(201);
    const request = expectSingle(created.body, MaintenanceRequest);
    expect(request.status).toBe('open');
    expect(request.attachments.map((file) => [file.name, file.size])).toEqual([
      ['ceiling.jpg', 17],
      ['wall.jpg', 26],
    ]);
    const download = await fetch(request.attachments[1]?.url as string);
    expect(await download.text()).toBe('second photo bytes, longer');

    // 4. a comment
    const commented = await call(client(`/maintenance-request/${request.id}/add-comment`), {
      headers: bearer,
      form: { comment: 'The stain is spreading.' },
    });
    expect(commented.status).toBe(200);
    const comments = await call(client(`/maintenance-request/${request.id}/comments`), { headers: bearer });
    expect(comments.body.response.data.map((c: unknown) => CommentRecord.parse(c).comment)).toEqual([
      'The stain is spreading.',
    ]);

    // 5. staff work it and close it (the domain service the staff operations use); a rating before
    //    the close is refused, after it accepted once
    await changeMaintenanceStatus(request.id, 'in_progress');
    const early = await call(client(`/maintenance-request/${request.id}/rate`), {
      headers: bearer,
      form: { rating: '5' },
    });
    expect(early.status).toBe(409);
    await changeMaintenanceStatus(request.id, 'completed');
    await changeMaintenanceStatus(request.id, 'closed');
    const rated = await call(client(`/maintenance-request/${request.id}/rate`), {
      headers: bearer,
      form: { rating: '4', rating_note: 'Fixed in two days.' },
    });
    expect(rated.status).toBe(200);
    expect(expectSingle(rated.body, MaintenanceRequest)).toMatchObject({
      status: 'closed',
      rating: 4,
      rating_note: 'Fixed in two days.',
      comments_count: 1,
    });

    // 6. sign out: that token is refused at once
    expect((await call(client('/logout'), { method: 'POST', headers: bearer })).status).toBe(200);
    const after = await call(client('/profile'), { headers: bearer });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Unauthenticated.' });
  });
});
