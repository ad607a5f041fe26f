import * as z from 'zod/mini';
import { printDocumentTypes, printVariablesView } from '../../../shared/domain/prints/print-variables';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/sales-support/print-templates/variables?document_type=booking_offer: the
 * variables a document type's templates may read (key, labels, type, sample); 422 without a known type.
 */
export const staffGetPrintVariables = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/print-templates/variables',
    operationId: 'staffGetPrintVariables',
    summary: 'Print Templates: get variables',
    response: { kind: 'single', record: 'PrintVariables' },
    query: z.object({ document_type: z.enum(printDocumentTypes) }),
  },
  async ({ query, request }) => single(printVariablesView(query.document_type, request.locale)),
);
