import * as z from 'zod/mini';
import {
  PURCHASE_REQUEST_PRIORITIES,
  PURCHASE_REQUEST_TYPES,
} from '../../../shared/domain/purchase-requests/purchase-request-records';
import { MAX_REQUEST_LINES } from '../../../shared/domain/purchase-requests/store-purchase-request';
import {
  blankAsAbsent,
  idParameter,
  integerText,
  numberText,
  optionalDateText,
  optionalText,
  requiredText,
} from '../../../shared/http/fields';

/** The path of one purchase request. */
export const requestPath = z.object({ purchase_request_id: idParameter() });

/** Writes need the manage ability; reads take the module's view ability. */
export const manage = { kind: 'staff', ability: 'purchasing.requests.manage' } as const;

/**
 * A list of objects: a JSON body's array, or (a multipart form) the array as JSON text in one field.
 * Text that is not JSON is the list's 422.
 */
export const jsonList = <S extends z.ZodMiniType>(item: S, min: number, max: number) =>
  z.pipe(
    z.transform((value: unknown, context) => {
      if (typeof value !== 'string' || value.trim() === '') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.issues.push({ code: 'custom', message: 'validation.array', input: value });
        return z.NEVER;
      }
    }),
    z.array(item).check(z.minLength(min), z.maxLength(max)),
  );

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
