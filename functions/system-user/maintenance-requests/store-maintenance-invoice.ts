import * as z from 'zod/mini';
import { COMMENT_MAX_FILE_BYTES } from '../../../shared/domain/maintenance/maintenance-requests';
import { storeMaintenanceInvoice } from '../../../shared/domain/maintenance/staff-actions';
import { single } from '../../../shared/http/envelopes';
import { dateText, numberText, requiredText, uploadedFile } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { bill, staffRequestPath } from './fields';

/**
 * POST {system_user_url}/crm/maintenance-requests/{id}/invoice-details: the bill of a completed or
 * closed request (409 before): `amount` before VAT in SAR, VAT 15 % computed, and the invoice `file`.
 */
export const staffStoreMaintenanceInvoice = defineOperation(
  {
    method: 'POST',
    path: '/crm/maintenance-requests/{maintenance_request_id}/invoice-details',
    operationId: 'staffStoreMaintenanceInvoice',
    summary: 'MaintenanceRequest: store invoice details',
    access: bill,
    response: { kind: 'single', record: 'StaffMaintenanceRequest', conflict: true },
    params: staffRequestPath,
    body: z.object({
      invoice_number: requiredText(50),
      invoice_date: dateText(),
      amount: numberText({ min: 0.01 }),
      file: uploadedFile(COMMENT_MAX_FILE_BYTES),
    }),
    limits: { maxFileBytes: COMMENT_MAX_FILE_BYTES, maxFiles: 1 },
  },
  async ({ params, body, request }) =>
    single(await storeMaintenanceInvoice(staffCaller(request), params.maintenance_request_id, body)),
);
