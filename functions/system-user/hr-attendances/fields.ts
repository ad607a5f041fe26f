import * as z from 'zod/mini';
import { TIMELESS_STATUSES } from '../../../shared/domain/attendance/hr-attendance';
import { blankAsAbsent, idParameter, requiredText } from '../../../shared/http/fields';

export const HR_ATTENDANCES = '/hr/attendances';
export const HR_ATTENDANCE = `${HR_ATTENDANCES}/{attendance_id}`;
export const attendancePath = z.object({ attendance_id: idParameter() });

/** A Riyadh wall-clock time, `HH:MM`. */
const timeText = () => z.string().check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.regex'));

/** What HR states of a day: both times, or a timeless status; and always why. */
export const dayEntryFields = {
  check_in_time: blankAsAbsent(timeText()),
  check_out_time: blankAsAbsent(timeText()),
  status: blankAsAbsent(z.enum(TIMELESS_STATUSES)),
  reason: requiredText(500),
};
