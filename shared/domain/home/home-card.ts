import type { Locale } from '../../i18n';
import { type UserEntity, userSimple } from '../users/users';
import { riyadhDay, riyadhDayText } from './riyadh-day';

/**
 * The home screen's card: the signed-in staff member (with roles and job title), today in
 * Asia/Riyadh, and today's attendance, which stays null until the HR issue brings attendance.
 */
export function homeCard(user: UserEntity, locale: Locale, now = new Date()) {
  return {
    user: { ...userSimple(user), roles: user.roles ?? [] },
    date: riyadhDay(now),
    date_text: riyadhDayText(now, locale),
    attendance: null,
  };
}
