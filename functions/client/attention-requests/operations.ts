import * as z from 'zod/mini';
import { attentionRequestFields } from '../../../shared/domain/attention-requests/attention-input';
import {
  attentionFormData,
  listClientAttentionRequests,
  saleableForClient,
  showAttentionRequest,
  storeAttentionRequest,
} from '../../../shared/domain/attention-requests/client-attention-requests';
import { signedInClient } from '../../../shared/domain/clients/signed-in-client';
import { page, single } from '../../../shared/http/envelopes';
import { idParameter, optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

/** GET /client/attention-requests/get-form-data: the choices of each field, active options, projects. */
export const clientAttentionFormData = defineOperation(
  { response: { kind: 'single', record: 'AttentionFormData' } },
  async () => single(await attentionFormData()),
);

/** GET /client/attention-requests: the client's own enquiries, newest first. */
export const clientListAttentionRequests = defineOperation(
  { response: { kind: 'list', record: 'ClientAttentionRequest' }, query: z.object(paginationQuery) },
  async ({ query, request }) =>
    page(
      await listClientAttentionRequests(
        await signedInClient(request),
        pageRequest(query, request.resourceUrl),
      ),
    ),
);

const storeBody = z.object(attentionRequestFields);

/**
 * POST /client/attention-requests/store: a new enquiry. `reason_for_buy` and `payment_method` are
 * required; `option_ids[]` (active options), `project_ids[]` and `unit_ids[]` (units on sale) must exist.
 */
export const clientStoreAttentionRequest = defineOperation(
  { response: { kind: 'single', record: 'ClientAttentionRequest', created: true }, body: storeBody },
  async ({ body, request }) => single(await storeAttentionRequest(await signedInClient(request), body)),
);

/** GET /client/attention-requests/{attention_request_id}: an own enquiry (another client's: 404). */
export const clientShowAttentionRequest = defineOperation(
  {
    response: { kind: 'single', record: 'ClientAttentionRequest' },
    path: z.object({ attention_request_id: idParameter() }),
  },
  async ({ path, request }) =>
    single(await showAttentionRequest(await signedInClient(request), path.attention_request_id)),
);

/**
 * GET /client/attention-requests/get-can-bay-saleable-detail-for-project?project_id=: the project's
 * units on sale within the enquiry's budget and bedrooms (`attention_request_id`, else the newest).
 */
export const clientCanBuySaleableDetails = defineOperation(
  {
    // Another client's `attention_request_id` answers 404.
    response: { kind: 'list', record: 'SaleableDetail', notFound: true },
    query: z.object({
      ...paginationQuery,
      project_id: idParameter(),
      attention_request_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query, request }) =>
    page(
      await saleableForClient(await signedInClient(request), query, pageRequest(query, request.resourceUrl)),
    ),
);
