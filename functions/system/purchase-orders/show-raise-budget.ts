import * as z from 'zod/mini';
import { showRaiseBudget } from '../../../shared/domain/purchasing/raise-budgets';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/purchase-orders/raise-budgets/{raise_budget_id}: one RaiseBudget with its project, order and users. */
export const systemShowRaiseBudget = defineOperation(
  {
    method: 'GET',
    path: '/purchase-orders/raise-budgets/{raise_budget_id}',
    operationId: 'systemShowRaiseBudget',
    summary: 'Purchase Orders: show raise-budgets',
    response: { kind: 'single', record: 'RaiseBudget' },
    params: z.object({ raise_budget_id: idParameter() }),
  },
  async ({ params }) => single(await showRaiseBudget(params.raise_budget_id)),
);
