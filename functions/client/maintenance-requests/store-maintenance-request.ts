import * as z from 'zod/mini';
import { storeMaintenanceRequest } from '../../../shared/domain/maintenance/client-requests';
import { COMMENT_MAX_FILE_BYTES } from '../../../shared/domain/maintenance/maintenance-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { attachmentsField, requestFields } from './fields';

/** POST /client/maintenance-request/store: a new request (status open) with up to five files; 201. */
export const clientStoreMaintenanceRequest = defineOperation(
  {
    method: 'POST',
    path: '/maintenance-request/store',
    operationId: 'clientStoreMaintenanceRequest',
    summary: 'MaintenanceRequest: store',
    response: { kind: 'single', record: 'MaintenanceRequest', created: true },
    body: z.object({ ...requestFields, attachments: attachmentsField }),
    limits: { maxFileBytes: COMMENT_MAX_FILE_BYTES, maxFiles: 50 },
  },
  async ({ body, request }) =>
    single(
      await storeMaintenanceRequest(clientCaller(request).client, {
        ...body,
        attachments: body.attachments ?? [],
      }),
    ),
);
