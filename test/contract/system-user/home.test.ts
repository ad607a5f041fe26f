import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { createEntity } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { transact } from '../../../shared/db/transactions';
import { riyadhDay } from '../../../shared/domain/home/riyadh-day';
import { staffNotificationWrites } from '../../../shared/domain/notifications/staff-notifications';
import { USER, USER_COUNTERS } from '../../../shared/domain/users/users';
import { HomeCard, HomeSummary } from '../../../shared/schemas/records';
import { HEAD_OFFICE, ownEmployee } from '../../support/attendance-fixtures';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

/** A staff member of this test's own, with `unread` notifications and `waiting` approvals on their counters. */
async function ownStaffMember(roles: string[], unread: number, waiting: number) {
  const user = await createEntity(USER, {
    name: 'Home Tester',
    email: `home.tester.${Date.now()}.${Math.random()}@example.com`,
    phone: null,
    job_title: 'Sales Manager',
    id_number: 1090009999,
    roles,
  });
  for (let i = 0; i < unread; i++) {
    await transact(
      await staffNotificationWrites([user.id], {
        module: 'tests',
        type: 'home_test',
        title: { en: 'Test', ar: 'اختبار' },
        body: { en: 'Test', ar: 'اختبار' },
      }),
      () => new Error('not written'),
    );
  }
  // The approval engine moves this counter with each step it opens; here it is set directly.
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counts({ type: USER, id: user.id }),
      UpdateExpression: 'ADD #waiting :waiting',
      ExpressionAttributeNames: { '#waiting': USER_COUNTERS.waitingAcceptances },
      ExpressionAttributeValues: { ':waiting': waiting },
    }),
  );
  return user;
}

const bearer = async (userId: number, abilities: string[], extra: Record<string, string> = {}) => {
  const token = await issueAccessToken('user', userId, abilities);
  return keyHeaders({ Authorization: `Bearer ${token.plainText}`, ...extra });
};

describe('GET {system_user_url}/home/card', () => {
  const url = `${systemUserUrl}/home/card`;

  it('answers the signed-in user with roles and job title, today in Riyadh, and a null attendance without a profile', async () => {
    const user = await ownStaffMember(['sales_manager', 'employee'], 0, 0);
    const before = riyadhDay(new Date());
    const response = await call(url, { headers: await bearer(user.id, ['core.home.view']) });
    expect(response.status).toBe(200);
    const card = expectSingle(response.body, HomeCard);
    expect(card.user).toEqual({
      id: user.id,
      name: 'Home Tester',
      email: user.email,
      phone: null,
      job_title: 'Sales Manager',
      id_number: 1090009999,
      roles: ['sales_manager', 'employee'],
    });
    expect([before, riyadhDay(new Date())]).toContain(card.date);
    expect(card.date_text).toContain(card.date?.slice(0, 4));
    expect(card.attendance).toBeNull();
  });

  it("answers today's attendance of an employee, as GET /hr/attendance/today does", async () => {
    const employee = await ownEmployee();
    const before = (await call(url, { headers: employee.headers })).body.data;
    expect(before.attendance).toMatchObject({ can_check_in: true, can_check_out: false, attendance: null });
    expect(before.attendance.work_site).toMatchObject({ id: 1, radius_m: 150 });
    const checkedIn = await call(`${systemUserUrl}/hr/attendance/check-in`, {
      method: 'POST',
      headers: employee.headers,
      form: { lat: String(HEAD_OFFICE.lat), lng: String(HEAD_OFFICE.lng), accuracy_m: '9' },
    });
    expect(checkedIn.status).toBe(201);
    const card = expectSingle((await call(url, { headers: employee.headers })).body, HomeCard);
    const today = (await call(`${systemUserUrl}/hr/attendance/today`, { headers: employee.headers })).body
      .data;
    expect(card.attendance).toMatchObject({ can_check_in: false, can_check_out: true });
    expect(card.attendance?.attendance?.id).toBe(checkedIn.body.data.id);
    expect({ ...card.attendance, worked_min: 0 }).toEqual({ ...today, worked_min: 0 });
  });

  it('needs a staff bearer holding core.home.view', async () => {
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    expect((await call(url, { headers: await bearer(1, ['core.places.view']) })).status).toBe(403);
  });
});

describe('GET {system_user_url}/home/summary', () => {
  const url = `${systemUserUrl}/home/summary`;

  it("answers the caller's waiting approvals and unread notifications from their counters", async () => {
    const user = await ownStaffMember(['sales_manager'], 2, 3);
    const response = await call(url, {
      headers: await bearer(user.id, ['core.home.view', 'core.acceptances.decide', 'core.notifications.use']),
    });
    expect(response.status).toBe(200);
    expect(expectSingle(response.body, HomeSummary).counts).toEqual([
      { key: 'waiting_acceptances', label: 'Approvals waiting for you', count: 3 },
      { key: 'unread_notifications', label: 'Unread notifications', count: 2 },
    ]);
  });

  it('shows only the counts the caller has the ability for; everything for `*`', async () => {
    const user = await ownStaffMember(['sales_agent'], 1, 4);
    const agent = await call(url, {
      headers: await bearer(user.id, ['core.home.view', 'core.notifications.use']),
    });
    expect(agent.body.data.counts.map((count: { key: string }) => count.key)).toEqual([
      'unread_notifications',
    ]);
    const bare = await call(url, { headers: await bearer(user.id, ['core.home.view']) });
    expect(bare.body.data.counts).toEqual([]);
    const admin = await call(url, { headers: await bearer(user.id, ['*'], { 'Accept-Language': 'ar' }) });
    expect(admin.body.data.counts).toEqual([
      { key: 'waiting_acceptances', label: 'موافقات بانتظارك', count: 4 },
      { key: 'unread_notifications', label: 'إشعارات غير مقروءة', count: 1 },
      { key: 'follow_ups_due', label: 'متابعات مستحقة', count: 0 },
    ]);
  });

  it('counts zero for a user whose counters were never moved', async () => {
    const user = await ownStaffMember(['employee'], 0, 0);
    const response = await call(url, { headers: await bearer(user.id, ['*']) });
    expect(response.body.data.counts.map((count: { count: number }) => count.count)).toEqual([0, 0, 0]);
  });

  it('needs a staff bearer holding core.home.view', async () => {
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    expect((await call(url, { headers: await bearer(1, ['core.notifications.use']) })).status).toBe(403);
  });
});
