import * as z from 'zod/mini';
import { COMMENT_MAX_FILE_BYTES } from '../../../shared/domain/maintenance/maintenance-requests';
import { storeStaffMaintenanceRequest } from '../../../shared/domain/maintenance/staff-requests';
import { single } from '../../../shared/http/envelopes';
import { integerText, optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { attachmentsField, manage, requestFields } from './fields';

/**
 * POST {system_user_url}/crm/maintenance-requests: files an `open` request for a client's unit (one
 * they bought), optionally assigned to a technician; multipart, up to five `attachments[]`.
 */
export const staffStoreMaintenanceRequest = defineOperation(
  {
    method: 'POST',
    path: '/crm/maintenance-requests',
    operationId: 'staffStoreMaintenanceRequest',
    summary: 'MaintenanceRequest: store',
    access: manage,
    response: { kind: 'single', record: 'StaffMaintenanceRequest', created: true },
    body: z.object({
      client_id: integerText({ min: 1 }),
      unit_id: integerText({ min: 1 }),
      category: requestFields.category,
      description: requestFields.description,
      assigned_user_id: optionalIntegerText({ min: 1 }),
      attachments: attachmentsField,
    }),
    limits: { maxFileBytes: COMMENT_MAX_FILE_BYTES, maxFiles: 50 },
  },
  async ({ body, request }) =>
    single(
      await storeStaffMaintenanceRequest(staffCaller(request), {
        ...body,
        attachments: body.attachments ?? [],
      }),
    ),
);
