import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countsOf, createEntity, listPage } from '../../../../shared/db/entity-store';
import { entityType } from '../../../../shared/db/entity-type';
import {
  STAFF_NOTIFICATION,
  staffNotificationWrites,
} from '../../../../shared/domain/notifications/staff-notifications';
import { USER, USER_COUNTERS } from '../../../../shared/domain/users/users';
import { ValidationError } from '../../../../shared/errors';

interface Cause {
  code: string;
}

const message = {
  module: 'tests',
  type: 'cause_recorded',
  title: { en: 'Recorded', ar: 'تم التسجيل' },
  body: { en: 'A cause was recorded.', ar: 'تم تسجيل سبب.' },
};

/** Users far from the seed's, so their counters and lists are this test's alone. */
const freshUserId = () => 900_000 + Math.floor(Math.random() * 90_000);

describe('staff notifications', () => {
  it('land with the change that causes them, one unread each, and not at all when it fails', async () => {
    const CAUSE = entityType<Cause>(`NC${randomUUID().slice(0, 8).toUpperCase()}`);
    const [first, second] = [freshUserId(), freshUserId()];
    const code = randomUUID();
    const unique = [{ kind: `${CAUSE}_CODE`, field: 'code', value: code }];
    await createEntity(
      CAUSE,
      { code },
      { uniques: unique, also: await staffNotificationWrites([first, second, first], message) },
    );
    // The same code again: the cause is refused, and so are its notifications.
    await expect(
      createEntity(
        CAUSE,
        { code },
        { uniques: unique, also: await staffNotificationWrites([first], message) },
      ),
    ).rejects.toBeInstanceOf(ValidationError);
    const counts = await countsOf([
      { type: USER, id: first },
      { type: USER, id: second },
    ]);
    for (const user of [first, second]) {
      expect(counts.get({ type: USER, id: user })?.[USER_COUNTERS.unreadNotifications]).toBe(1);
      const unread = await listPage(STAFF_NOTIFICATION, 1, 10, {
        filters: { user_id: user, is_read: false },
      });
      expect(unread.total).toBe(1);
      expect(unread.items[0]).toMatchObject({
        type: 'cause_recorded',
        title_ar: 'تم التسجيل',
        read_at: null,
      });
    }
  });
});
