import * as z from 'zod/mini';
import { idParameter, integerText } from '../../../shared/http/fields';

export { idempotencyKey } from '../purchase-orders/fields';

/** The path of one purchase request. */
export const requestPath = z.object({ purchase_request_id: idParameter() });
/** The path of one offer of a request. */
export const offerPath = z.object({ purchase_request_id: idParameter(), offer_id: idParameter() });

/** A list sent as `name[]` (one value sent without `[]` counts as a list of one). */
export const listOf = <S extends z.ZodMiniType>(item: S, max: number) =>
  z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value : [value])),
    z.array(item).check(z.maxLength(max)),
  );

/** An id sent in a list. */
export const listedId = () => integerText({ min: 1 });
