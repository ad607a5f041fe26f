import * as z from 'zod/mini';
import { saleableUnitFiles } from '../../../shared/domain/units/saleable-units';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /client/saleable-details/{unit_id}/files: the documents of a unit on sale, with download URLs. */
export const clientSaleableDetailFiles = defineOperation(
  {
    method: 'GET',
    path: '/saleable-details/{unit_id}/files',
    operationId: 'clientSaleableDetailFiles',
    summary: 'SaleableDetail: show files',
    response: { kind: 'single', record: 'SaleableDetailFiles' },
    params: z.object({ unit_id: idParameter() }),
  },
  async ({ params }) => single(await saleableUnitFiles(params.unit_id)),
);
