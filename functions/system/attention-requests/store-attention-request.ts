import * as z from 'zod/mini';
import { storeAttentionRequestFor } from '../../../shared/domain/attention-requests/system-attention-requests';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, integerText, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { attentionRequestFields } from '../../client/attention-requests/fields';

/**
 * POST /system/attention-requests/store: an enquiry recorded for `client_id` (must exist), with the
 * client store's fields and an optional `platform` (default `back_office`); 201.
 */
export const systemStoreAttentionRequest = defineOperation(
  {
    method: 'POST',
    path: '/attention-requests/store',
    operationId: 'systemStoreAttentionRequest',
    summary: 'Attention Requests: store',
    response: { kind: 'single', record: 'AttentionRequest', created: true },
    body: z.object({
      client_id: integerText({ min: 1 }),
      ...attentionRequestFields,
      platform: blankAsAbsent(text(50)),
    }),
  },
  async ({ body }) => single(await storeAttentionRequestFor(body)),
);
