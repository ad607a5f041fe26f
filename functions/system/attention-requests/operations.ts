import * as z from 'zod/mini';
import { attentionRequestFields } from '../../../shared/domain/attention-requests/attention-input';
import { attentionFormData } from '../../../shared/domain/attention-requests/client-attention-requests';
import {
  listAttentionRequests,
  showAnyAttentionRequest,
  storeAttentionRequestFor,
} from '../../../shared/domain/attention-requests/system-attention-requests';
import { page, single } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  idParameter,
  integerText,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
  text,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

/** GET /system/attention-requests/get-form-data: the choices of each field, active options, projects. */
export const systemAttentionFormData = defineOperation(
  { response: { kind: 'single', record: 'AttentionFormData' } },
  async () => single(await attentionFormData()),
);

/**
 * GET /system/attention-requests: every client's enquiries, newest first. Filters, combinable:
 * `client_id`, `platform` (exact), `created_at` (YYYY-MM-DD).
 */
export const systemListAttentionRequests = defineOperation(
  {
    response: { kind: 'list', record: 'AttentionRequest' },
    query: z.object({
      ...paginationQuery,
      client_id: optionalIntegerText({ min: 1 }),
      platform: blankAsAbsent(z.string().check(z.trim(), z.minLength(2), z.maxLength(50))),
      created_at: optionalDateText(),
    }),
  },
  async ({ query, request }) =>
    page(
      await listAttentionRequests({
        ...pageRequest(query, request.resourceUrl),
        filters: { client_id: query.client_id, platform: query.platform, created_at: query.created_at },
      }),
    ),
);

/**
 * POST /system/attention-requests/store: an enquiry recorded for `client_id` (must exist), with the
 * client store's fields and an optional `platform` (default `back_office`); 201.
 */
export const systemStoreAttentionRequest = defineOperation(
  {
    response: { kind: 'single', record: 'AttentionRequest', created: true },
    body: z.object({
      client_id: integerText({ min: 1 }),
      ...attentionRequestFields,
      platform: blankAsAbsent(text(50)),
    }),
  },
  async ({ body }) => single(await storeAttentionRequestFor(body)),
);

/** GET /system/attention-requests/{attention_request_id}: any client's enquiry. */
export const systemShowAttentionRequest = defineOperation(
  {
    response: { kind: 'single', record: 'AttentionRequest' },
    path: z.object({ attention_request_id: idParameter() }),
  },
  async ({ path }) => single(await showAnyAttentionRequest(path.attention_request_id)),
);
