import * as z from 'zod/mini';
import { listAttentionRequests } from '../../../shared/domain/attention-requests/system-attention-requests';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
  text,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET /system/attention-requests: every client's enquiries, newest first. Filters, combinable:
 * `client_id`, `platform` (exact), `created_at` (YYYY-MM-DD).
 */
export const systemListAttentionRequests = defineOperation(
  {
    method: 'GET',
    path: '/attention-requests',
    operationId: 'systemListAttentionRequests',
    summary: 'Attention Requests: index',
    response: { kind: 'list', record: 'AttentionRequest' },
    query: z.object({
      ...paginationQuery,
      client_id: optionalIntegerText({ min: 1 }),
      platform: blankAsAbsent(text(50).check(z.minLength(2))),
      created_at: optionalDateText(),
    }),
  },
  async ({ query, request }) =>
    page(
      await listAttentionRequests({
        ...request.page,
        filters: { client_id: query.client_id, platform: query.platform, created_at: query.created_at },
      }),
      request,
    ),
);
