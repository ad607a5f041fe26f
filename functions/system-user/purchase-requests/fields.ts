import * as z from 'zod/mini';
import {
  PURCHASE_REQUEST_PRIORITIES,
  PURCHASE_REQUEST_TYPES,
} from '../../../shared/domain/purchase-requests/purchase-request-records';
import { MAX_REQUEST_LINES } from '../../../shared/domain/purchase-requests/store-purchase-request';
import {
  blankAsAbsent,
  booleanText,
  idParameter,
  integerText,
  jsonList,
  numberText,
  optionalDateText,
  optionalIntegerText,
  optionalText,
  requiredText,
} from '../../../shared/http/fields';

/** The path of one purchase request. */
export const requestPath = z.object({ purchase_request_id: idParameter() });

/** Writes need the manage ability; reads take the module's view ability. */
export const manage = { kind: 'staff', ability: 'purchasing.requests.manage' } as const;

/** One line of a request: an active material, a quantity above 0, an optional estimate (SAR, without VAT). */
const requestLine = z.object({
  material_id: integerText({ min: 1 }),
  amount: numberText({ min: 0.01 }),
  estimated_unit_price: blankAsAbsent(numberText({ min: 0 })),
  technical_specifications: optionalText(2000),
});

/** The header and lines store takes, and update takes while the request is rejected. */
export const requestFields = {
  project_id: integerText({ min: 1 }),
  project_item_id: integerText({ min: 1 }),
  type: z.enum(PURCHASE_REQUEST_TYPES),
  priority: z.enum(PURCHASE_REQUEST_PRIORITIES),
  needed_by: optionalDateText(),
  title: requiredText(255),
  note: optionalText(2000),
  lines: jsonList(requestLine, 1, MAX_REQUEST_LINES),
};

/** A VAT rate of an offer line (0 or 15). */
const vatRate = () =>
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, context) => {
      const rate = Number(String(value).trim());
      if ((rate === 0 || rate === 15) && String(value).trim() !== '') return rate as 0 | 15;
      context.issues.push({ code: 'custom', message: 'validation.in', input: value });
      return z.NEVER;
    }),
  );

/** One line of an offer: a line of the request, at most its quantity, its price (SAR, without VAT). */
const offerLine = z.object({
  request_details_id: integerText({ min: 1 }),
  qty: numberText({ min: 0.01 }),
  one_piece_price: numberText({ min: 0 }),
  expected_delivery_date: optionalDateText(),
  vat_rate: vatRate(),
});

/** The most offers one update records, and lines one offer prices. */
export const MAX_OFFERS = 10;

/** A supplier's offer as recorded from their quotation. */
const offer = z.object({
  supplier_id: integerText({ min: 1 }),
  offer_number: optionalIntegerText({ min: 1 }),
  valid_until: optionalDateText(),
  payment_terms: optionalText(500),
  delivery_days: optionalIntegerText({ min: 0, max: 3650 }),
  vat_included: blankAsAbsent(booleanText()),
  description: optionalText(2000),
  lines: jsonList(offerLine, 1, MAX_REQUEST_LINES),
});

/** Update: the request's fields (while rejected) or `offers` (while approved), each optional. */
export const updateFields = {
  project_id: optionalIntegerText({ min: 1 }),
  project_item_id: optionalIntegerText({ min: 1 }),
  type: blankAsAbsent(z.enum(PURCHASE_REQUEST_TYPES)),
  priority: blankAsAbsent(z.enum(PURCHASE_REQUEST_PRIORITIES)),
  needed_by: optionalDateText(),
  title: blankAsAbsent(requiredText(255)),
  note: optionalText(2000),
  lines: z.optional(jsonList(requestLine, 1, MAX_REQUEST_LINES)),
  offers: z.optional(jsonList(offer, 1, MAX_OFFERS)),
};
