import * as z from 'zod/mini';
import { VISIT_DURATIONS } from '../../../shared/domain/visits/staff-visit-queries';
import { VISIT_KINDS } from '../../../shared/domain/visits/staff-visit-record';
import { VISIT_STATUSES } from '../../../shared/domain/visits/visit-lifecycle';
import {
  blankAsAbsent,
  idParameter,
  integerText,
  optionalIntegerText,
  optionalText,
} from '../../../shared/http/fields';
import { dateTimeText } from '../../client/book-visit/fields';

/** The path of one visit. */
export const visitPath = z.object({ book_visit_id: idParameter() });

/** `30`, `60`, `90` or `120` minutes (whole slots). */
export const durationText = () =>
  blankAsAbsent(
    z.pipe(
      integerText({ min: 30, max: 120 }),
      z.transform((value, context) => {
        if ((VISIT_DURATIONS as readonly number[]).includes(value)) return value;
        context.issues.push({ code: 'custom', message: 'validation.in', input: value });
        return z.NEVER;
      }),
    ),
  );

/** What a staff booking sends, for a client or a lead. */
export const bookingBody = z.object({
  project_id: idParameter(),
  unit_id: optionalIntegerText({ min: 1 }),
  visit_at: dateTimeText(),
  duration_minutes: durationText(),
  kind: blankAsAbsent(z.enum(VISIT_KINDS)),
  assigned_user_id: optionalIntegerText({ min: 1 }),
  notes: optionalText(1000),
});

/** The list filters (query of the index, body of "Index Filter"). */
export const visitFilters = {
  status: blankAsAbsent(z.enum(VISIT_STATUSES)),
  project_id: optionalIntegerText({ min: 1 }),
};
