import * as z from 'zod/mini';
import { REFUND_METHODS } from '../../../shared/domain/sale-refunds/sale-refunds';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { blankAsAbsent, idParameter, requiredText, text } from '../../../shared/http/fields';
import type { RequestInfo } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

/** Every route of the module names its sale (STAFF-DOMAIN 6.11). */
export const salePath = '/sales-support/sales/{sale_id}';
export const saleParams = z.object({ sale_id: idParameter() });

/** The caller's row scope: a sale outside it answers 404. */
export const viewerOf = (request: Pick<RequestInfo, 'token'>) => staffViewer(requestToken(request).ownerId);

/** The fields both refund requests take besides their amount. */
export const refundFields = {
  reason: requiredText(500),
  method: z.enum(REFUND_METHODS),
  /** Blank: the client's IBAN. */
  iban_number: blankAsAbsent(text(34)),
};
