import * as z from 'zod/mini';
import { idParameter, integerText } from '../../../shared/http/fields';

/** The path of one purchase request. */
export const requestPath = z.object({ purchase_request_id: idParameter() });
/** The path of one offer of a request. */
export const offerPath = z.object({ purchase_request_id: idParameter(), offer_id: idParameter() });

/** An id sent in a list. */
export const listedId = () => integerText({ min: 1 });
