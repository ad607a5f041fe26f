import * as z from 'zod';
import { date } from '../fields';
import { TodayAttendance } from './attendance';
import { UserSimple } from './simple';

/** What the home screen shows: the signed-in user's card, and the counts their abilities allow. */

export const HomeCard = z.strictObject({
  user: UserSimple.extend({ roles: z.array(z.string()) }),
  /** Today in Asia/Riyadh. */
  date: date(),
  date_text: z.string(),
  /** Today's attendance (GET /hr/attendance/today); null for a staff account without an employee profile. */
  attendance: TodayAttendance.nullable(),
});

export const HomeSummary = z.strictObject({
  counts: z.array(
    z.strictObject({
      key: z.enum(['waiting_acceptances', 'unread_notifications', 'follow_ups_due']),
      label: z.string(),
      count: z.number().int().min(0),
    }),
  ),
});
