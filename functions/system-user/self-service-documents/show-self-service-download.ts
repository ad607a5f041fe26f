import * as z from 'zod/mini';
import { downloadLetter } from '../../../shared/domain/self-service/self-service-letters';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/hr/self-service/{id}/download: a completed letter (owner or HR) behind a
 * 15-minute link, rendered by the print engine on the first download after the approval; 409 while
 * the request is not completed, 422 for a request without a letter, 404 outside owner and HR.
 */
export const staffShowSelfServiceDownload = defineOperation(
  {
    method: 'GET',
    path: '/hr/self-service/{id}/download',
    operationId: 'staffShowSelfServiceDownload',
    summary: 'Hr: self-service show download',
    response: { kind: 'single', record: 'SelfServiceLetterDownload', notFound: true, conflict: true },
    params: z.object({ id: idParameter() }),
  },
  async ({ params, request }) => single(await downloadLetter(staffCaller(request), params.id)),
);
