import * as z from 'zod/mini';
import { ATTENTION_CHOICES } from '../../../shared/domain/attention-requests/client-attention-requests';
import { blankAsAbsent, idListText, optionalIntegerText, text } from '../../../shared/http/fields';

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  blankAsAbsent(z.enum(values));

/**
 * The fields of a new attention request, as both the client app and the back office send them:
 * `reason_for_buy` and `payment_method` are required; the ids are checked against the table later.
 */
export const attentionRequestFields = {
  reason_for_buy: z.enum(ATTENTION_CHOICES.reason_for_buy),
  payment_method: z.enum(ATTENTION_CHOICES.payment_method),
  project_size_range: optionalChoice(ATTENTION_CHOICES.project_size_range),
  unit_size_range: optionalChoice(ATTENTION_CHOICES.unit_size_range),
  bedroom_count: optionalIntegerText({ min: 0, max: 20 }),
  has_toilet_elderly: optionalChoice(ATTENTION_CHOICES.yes_no),
  has_kitchen: optionalChoice(ATTENTION_CHOICES.yes_no),
  note: blankAsAbsent(text(1000)),
  price_range: optionalIntegerText({ min: 0 }),
  option_ids: idListText(20),
  project_ids: idListText(10),
  unit_ids: idListText(10),
};

export const storeBody = z.object(attentionRequestFields);
