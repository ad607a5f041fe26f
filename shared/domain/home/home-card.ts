import { NotFoundError } from '../../errors';
import type { Locale } from '../../i18n';
import { todayAttendance } from '../attendance/today-attendance';
import { type UserEntity, userSimple } from '../users/users';
import { riyadhDay, riyadhDayText } from './riyadh-day';

/**
 * The home screen's card: the signed-in staff member (with roles and job title), today in
 * Asia/Riyadh, and today's attendance (what GET /hr/attendance/today answers; null for a staff
 * account without an employee profile).
 */
export async function homeCard(user: UserEntity, locale: Locale, now = new Date()) {
  return {
    user: { ...userSimple(user), roles: user.roles ?? [] },
    date: riyadhDay(now),
    date_text: riyadhDayText(now, locale),
    attendance: await todayAttendance(user.id, locale, now).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    }),
  };
}
