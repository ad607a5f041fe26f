import * as z from 'zod/mini';
import { ATTENTION_CHOICES } from '../../../shared/domain/attention-requests/client-attention-requests';
import { FOLLOW_UP_CHANNELS, FOLLOW_UP_RESULTS } from '../../../shared/domain/attention-requests/follow-ups';
import { LEAD_STATUSES } from '../../../shared/domain/attention-requests/lead-lifecycle';
import { LEAD_PLATFORMS } from '../../../shared/domain/attention-requests/staff-leads';
import {
  blankAsAbsent,
  clearable,
  emailText,
  idListText,
  idParameter,
  numberText,
  optionalDateText,
  optionalIntegerText,
  optionalText,
  paginationQuery,
  searchQuery,
  text,
} from '../../../shared/http/fields';
import { dateTimeText } from '../../client/book-visit/fields';

/** The path of one lead. */
export const leadPath = z.object({ attention_request_id: idParameter() });

/** A Saudi mobile (`05XXXXXXXX`, `5XXXXXXXX`, `9665XXXXXXXX`, `+9665XXXXXXXX`), answered in E.164. */
export const saudiMobile = () =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => /^(\+?966|0)?5\d{8}$/.test(value.replace(/[\s-]/g, '')), {
        message: 'validation.regex',
      }),
    ),
    z.transform((value) => `+966${value.replace(/[\s-]/g, '').slice(-9)}`),
  );

/** The lead index's filters, in the query (Index) or the body (Index Filter). */
export const leadFilterFields = {
  status: blankAsAbsent(z.enum(LEAD_STATUSES)),
  project_id: optionalIntegerText({ min: 1 }),
  sale_support_user_id: optionalIntegerText({ min: 1 }),
  date_from: optionalDateText(),
  date_to: optionalDateText(),
  search: searchQuery(),
};

export const leadListQuery = z.object({ ...paginationQuery, ...leadFilterFields });

/** What a lead store and update take; store requires `project_id` and a client or a name and phone. */
export const leadFields = {
  client_id: optionalIntegerText({ min: 1 }),
  name: blankAsAbsent(text(255)),
  phone: blankAsAbsent(saudiMobile()),
  other_phone: clearable(saudiMobile()),
  email: clearable(emailText()),
  platform: blankAsAbsent(z.enum(LEAD_PLATFORMS)),
  sale_support_user_id: optionalIntegerText({ min: 1 }),
  note: optionalText(2000),
  reason_for_buy: blankAsAbsent(z.enum(ATTENTION_CHOICES.reason_for_buy)),
  payment_method: blankAsAbsent(z.enum(ATTENTION_CHOICES.payment_method)),
  price_range: blankAsAbsent(numberText({ min: 0 })),
  bedroom_count: optionalIntegerText({ min: 0, max: 20 }),
  unit_ids: idListText(20),
  next_follow_up_at: blankAsAbsent(dateTimeText()),
};

/** A follow-up: how the lead was reached, what came of it, the next date and the status after. */
export const followUpBody = z.object({
  channel: z.enum(FOLLOW_UP_CHANNELS),
  result: z.enum(FOLLOW_UP_RESULTS),
  note: optionalText(2000),
  next_follow_up_at: blankAsAbsent(dateTimeText()),
  status: blankAsAbsent(z.enum(LEAD_STATUSES)),
  lost_reason: optionalText(500),
});
