import * as z from 'zod/mini';
import { blankAsAbsent, idParameter } from '../../../shared/http/fields';
import type { RequestInfo } from '../../../shared/http/operation';

/** Every route of the module names its sale. */
export const saleOperationsPath = '/sales-support/sales/{sale_id}/operations';
export const saleParams = z.object({ sale_id: idParameter() });
/** A route on one operation of the sale: `/operations/{operation_id}/...`. */
export const operationPath = `${saleOperationsPath}/{operation_id}`;
export const operationParams = z.object({ sale_id: idParameter(), operation_id: idParameter() });

/** A payment date: `YYYY-MM-DD` or an ISO time; blank is absent (pay: now; edit: unchanged). */
export const paidAtText = () =>
  blankAsAbsent(
    z.string().check(
      z.refine((value) => !Number.isNaN(Date.parse(value)), {
        message: 'validation.date_format',
        params: { format: 'Y-m-d' },
      }),
    ),
  );
