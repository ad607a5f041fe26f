import * as z from 'zod/mini';
import { showClientSale } from '../../../shared/domain/sales/client-sales';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** GET /client/sales/{sale_id}: one of the client's own sales (another client's: 404). */
export const clientShowSale = defineOperation(
  {
    method: 'GET',
    path: '/sales/{sale_id}',
    operationId: 'clientShowSale',
    summary: 'Sales: show',
    response: { kind: 'single', record: 'ClientSale' },
    params: z.object({ sale_id: idParameter() }),
  },
  async ({ params, request }) => single(await showClientSale(clientCaller(request).id, params.sale_id)),
);
