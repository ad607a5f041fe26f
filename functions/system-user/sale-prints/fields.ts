import * as z from 'zod/mini';
import { blankAsAbsent, idParameter } from '../../../shared/http/fields';

/** Every route of the module names its sale. */
export const salePath = '/sales-support/sales/{sale_id}';
export const saleParams = z.object({ sale_id: idParameter() });

/** `?language=en` prints the English template; Arabic by default. */
export const languageQuery = z.object({ language: blankAsAbsent(z.enum(['ar', 'en'])) });
