import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';

/** Every route of a sale's settings names its sale (STAFF-DOMAIN 6.11). */
export const salePath = '/sales-support/sales/{sale_id}';
export const saleParams = z.object({ sale_id: idParameter() });
