import * as z from 'zod/mini';
import { showClientSale } from '../../../shared/domain/sales/client-sales';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /client/sales/{sale_id}: one of the client's own sales (another client's: 404). */
export const clientShowSale = defineOperation(
  { response: { kind: 'single', record: 'ClientSale' }, path: z.object({ sale_id: idParameter() }) },
  async ({ path, request }) => single(await showClientSale(request.token?.ownerId as number, path.sale_id)),
);
