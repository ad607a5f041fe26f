import * as z from 'zod/mini';
import { addClientComment } from '../../../shared/domain/maintenance/comments';
import { COMMENT_MAX_FILE_BYTES } from '../../../shared/domain/maintenance/maintenance-requests';
import { single } from '../../../shared/http/envelopes';
import { idParameter, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { attachmentsField } from './fields';

/**
 * POST /client/maintenance-request/{maintenance_request_id}/add-comment: multipart `comment` and up to
 * five `attachments[]` files of at most 4 MB each, stored in S3 in the order sent. Only the request's
 * own client may comment (anyone else: 404). Answers the client's enquiry preferences and `comment`.
 */
export const clientAddMaintenanceComment = defineOperation(
  {
    method: 'POST',
    path: '/maintenance-request/{maintenance_request_id}/add-comment',
    operationId: 'clientAddMaintenanceComment',
    summary: 'MaintenanceRequest: add comment',
    response: { kind: 'single', record: 'EnquiryPreferences' },
    params: z.object({ maintenance_request_id: idParameter() }),
    body: z.object({
      comment: requiredText(5000),
      attachments: attachmentsField,
    }),
    limits: { maxFileBytes: COMMENT_MAX_FILE_BYTES, maxFiles: 50 },
  },
  async ({ params, body, request }) =>
    single(
      await addClientComment(clientCaller(request), params.maintenance_request_id, {
        comment: body.comment,
        attachments: body.attachments ?? [],
      }),
    ),
);
