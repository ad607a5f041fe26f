import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messagesTo } from '../../../infra/local/outbox-reader';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { countsOf, createEntity, listPage } from '../../../shared/db/entity-store';
import { transact } from '../../../shared/db/transactions';
import {
  STAFF_NOTIFICATION,
  staffNotificationWrites,
} from '../../../shared/domain/notifications/staff-notifications';
import { USER, USER_COUNTERS } from '../../../shared/domain/users/users';
import {
  NotificationsMarkedRead,
  StaffNotification,
  UnreadNotificationCount,
} from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/notifications`;

/** A staff member of this test alone, with a token holding only the notifications ability. */
async function staffMember() {
  const user = await createEntity(USER, {
    name: 'Notified Member',
    email: `notified.${randomUUID()}@example.com`,
    phone: null,
    job_title: null,
    id_number: null,
    roles: ['employee'],
  });
  const token = await issueAccessToken('user', user.id, ['core.notifications.use']);
  return { id: user.id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

async function notify(userId: number, count: number, label = 'Notice'): Promise<void> {
  for (let index = 1; index <= count; index++) {
    await transact(
      await staffNotificationWrites([userId], {
        module: 'tests',
        type: 'notice',
        title: { en: `${label} ${index}`, ar: `تنبيه ${index}` },
        body: { en: `Body ${index}`, ar: `نص ${index}` },
        subject: { type: 'discount', id: index },
      }),
      () => new Error('refused'),
    );
  }
}

const unreadCounter = async (userId: number) =>
  (await countsOf([{ type: USER, id: userId }])).get({ type: USER, id: userId })?.[
    USER_COUNTERS.unreadNotifications
  ] ?? 0;

describe('{system_user_url}/notifications', () => {
  it("lists the caller's own notifications newest first, unread only on request, in the request's language", async () => {
    const [member, other] = [await staffMember(), await staffMember()];
    await notify(member.id, 3);
    await notify(other.id, 1);
    const all = await call(url, { headers: member.headers });
    expect(all.status).toBe(200);
    const records = expectList(all.body, StaffNotification, url);
    expect(records.map((record) => record.title)).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
    expect(records[0]).toMatchObject({
      subject_type: 'discount',
      subject_id: 3,
      is_read: false,
      read_at: null,
    });
    const first = records[2]?.id as number;
    await call(`${url}/${first}/mark-as-read`, { method: 'POST', headers: member.headers });
    const unread = await call(`${url}?unread_only=1`, {
      headers: { ...member.headers, 'Accept-Language': 'ar' },
    });
    const unreadRecords = expectList(unread.body, StaffNotification, url);
    expect(unreadRecords.map((record) => record.title)).toEqual(['تنبيه 3', 'تنبيه 2']);
    expect(unread.body.response.meta.total).toBe(2);
    const bad = await call(`${url}?unread_only=maybe`, { headers: member.headers });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ unread_only: ['The unread only field must be true or false.'] });
  });

  it("marks one read once: 404 for another's or an unknown one, 20 parallel marks move the counter by one", async () => {
    const [member, other] = [await staffMember(), await staffMember()];
    await notify(member.id, 2);
    await notify(other.id, 1);
    const [theirs] = (await listPage(STAFF_NOTIFICATION, 1, 1, { filters: { user_id: other.id } })).items;
    const [mine] = (await listPage(STAFF_NOTIFICATION, 1, 1, { filters: { user_id: member.id } })).items;
    const markUrl = (id: number) => `${url}/${id}/mark-as-read`;
    expect(
      (await call(markUrl(theirs?.id as number), { method: 'POST', headers: member.headers })).status,
    ).toBe(404);
    expect((await call(markUrl(999_999_999), { method: 'POST', headers: member.headers })).status).toBe(404);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(markUrl(mine?.id as number), { method: 'POST', headers: member.headers }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect(expectSingle(answer.body, StaffNotification).is_read).toBe(true);
    expect(await unreadCounter(member.id)).toBe(1);
    expect(await unreadCounter(other.id)).toBe(1);
    const count = await call(`${url}/count-unread`, { headers: member.headers });
    expect(expectSingle(count.body, UnreadNotificationCount)).toEqual({ count: 1 });
  });

  it('marks all read page by page, the counter moved by exactly what it marked', async () => {
    const member = await staffMember();
    await notify(member.id, 35);
    const answer = await call(`${url}/mark-all-as-read`, { method: 'POST', headers: member.headers });
    expect(expectSingle(answer.body, NotificationsMarkedRead)).toEqual({ marked: 35 });
    const count = await call(`${url}/count-unread`, { headers: member.headers });
    expect(expectSingle(count.body, UnreadNotificationCount)).toEqual({ count: 0 });
    expect(
      (await listPage(STAFF_NOTIFICATION, 1, 10, { filters: { user_id: member.id, is_read: true } })).total,
    ).toBe(35);
    const again = await call(`${url}/mark-all-as-read`, { method: 'POST', headers: member.headers });
    expect(expectSingle(again.body, NotificationsMarkedRead)).toEqual({ marked: 0 });
  });

  it('leaves a notification arriving meanwhile unread, and the counter equal to the unread list', async () => {
    const member = await staffMember();
    await notify(member.id, 40);
    const [answer] = await Promise.all([
      call(`${url}/mark-all-as-read`, { method: 'POST', headers: member.headers }),
      notify(member.id, 5, 'Late'),
    ]);
    const { marked } = expectSingle(answer.body, NotificationsMarkedRead);
    const unread = await listPage(STAFF_NOTIFICATION, 1, 50, {
      filters: { user_id: member.id, is_read: false },
    });
    expect(marked + unread.total).toBe(45);
    expect(unread.items.every((item) => item.title_en.startsWith('Late'))).toBe(true);
    expect(await unreadCounter(member.id)).toBe(unread.total);
  });

  it('queues a push with each notification: the local outbox shows it for the member, in both languages', async () => {
    const member = await staffMember();
    await notify(member.id, 1, 'Pushed');
    const [notification] = (await listPage(STAFF_NOTIFICATION, 1, 1, { filters: { user_id: member.id } }))
      .items;
    await expect
      .poll(() => messagesTo(baseUrl, `user:${member.id}`), { timeout: 10_000, interval: 100 })
      .toMatchObject([
        {
          channel: 'push',
          user_id: member.id,
          title: { en: 'Pushed 1', ar: 'تنبيه 1' },
          body: { en: 'Body 1', ar: 'نص 1' },
          data: {
            notification_id: String(notification?.id),
            module: 'tests',
            type: 'notice',
            subject_type: 'discount',
            subject_id: '1',
          },
        },
      ]);
  });

  it('needs a staff bearer holding core.notifications.use', async () => {
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    const places = await issueAccessToken('user', 6, ['core.places.view']);
    expect(
      (await call(url, { headers: keyHeaders({ Authorization: `Bearer ${places.plainText}` }) })).status,
    ).toBe(403);
  });
});
