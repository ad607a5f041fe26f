import * as z from 'zod/mini';
import { REFUND_METHODS } from '../../../shared/domain/sale-refunds/sale-refunds';
import { blankAsAbsent, idParameter, requiredText, text } from '../../../shared/http/fields';

/** Every route of the module names its sale (STAFF-DOMAIN 6.11). */
export const salePath = '/sales-support/sales/{sale_id}';
export const saleParams = z.object({ sale_id: idParameter() });

/** The fields both refund requests take besides their amount. */
export const refundFields = {
  reason: requiredText(500),
  method: z.enum(REFUND_METHODS),
  /** Blank: the client's IBAN. */
  iban_number: blankAsAbsent(text(34)),
};
