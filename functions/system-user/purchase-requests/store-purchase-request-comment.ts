import * as z from 'zod/mini';
import { storePurchaseRequestComment } from '../../../shared/domain/purchase-requests/close-purchase-request';
import { single } from '../../../shared/http/envelopes';
import { listOf, requiredText, uploadedFile } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, requestPath } from './fields';

/** The most files a comment carries, and the size of each. */
const COMMENT_MAX_FILES = 5;
const COMMENT_MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * POST {system_user_url}/purchasing/purchase-requests/{purchase_request_id}/comments: multipart
 * `body` (1-2000 characters, cleaned) and up to five `files[]` (4 MB each), by anyone whose row
 * scope reaches the request (404 otherwise); the show lists the comments.
 */
export const staffStorePurchaseRequestComment = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/purchase-requests/{purchase_request_id}/comments',
    operationId: 'staffStorePurchaseRequestComment',
    summary: 'Purchase Request: store comment',
    access: manage,
    response: { kind: 'single', record: 'PurchaseRequestComment', created: true },
    params: requestPath,
    body: z.object({
      body: requiredText(2000),
      files: z.optional(listOf(uploadedFile(COMMENT_MAX_FILE_BYTES), COMMENT_MAX_FILES)),
    }),
    limits: { maxFileBytes: COMMENT_MAX_FILE_BYTES, maxFiles: 50 },
  },
  async ({ params, body, request }) =>
    single(
      await storePurchaseRequestComment(staffCaller(request), params.purchase_request_id, {
        body: body.body,
        files: body.files ?? [],
      }),
    ),
);
