import * as z from 'zod/mini';
import { addMaintenanceComment } from '../../../shared/domain/maintenance/comments';
import { COMMENT_MAX_FILE_BYTES } from '../../../shared/domain/maintenance/maintenance-requests';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { attachmentsField, manage, staffRequestPath } from './fields';

/**
 * POST {system_user_url}/crm/maintenance-requests/{id}/add-comment: multipart `comment` and up to five
 * `attachments[]`; the client sees it among their request's comments.
 */
export const staffAddMaintenanceComment = defineOperation(
  {
    method: 'POST',
    path: '/crm/maintenance-requests/{maintenance_request_id}/add-comment',
    operationId: 'staffAddMaintenanceComment',
    summary: 'MaintenanceRequest: add comment',
    access: manage,
    response: { kind: 'single', record: 'CommentRecord', created: true },
    params: staffRequestPath,
    body: z.object({ comment: requiredText(5000), attachments: attachmentsField }),
    limits: { maxFileBytes: COMMENT_MAX_FILE_BYTES, maxFiles: 50 },
  },
  async ({ params, body, request }) =>
    single(
      await addMaintenanceComment(staffCaller(request), params.maintenance_request_id, {
        comment: body.comment,
        attachments: body.attachments ?? [],
      }),
    ),
);
