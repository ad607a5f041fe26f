import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';

/** Every route of the module names its sale. */
export const saleFilesPath = '/sales-support/sales/{sale_id}/files';
export const saleParams = z.object({ sale_id: idParameter() });
