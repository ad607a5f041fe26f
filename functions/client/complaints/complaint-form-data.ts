import { complaintFormData } from '../../../shared/domain/complaints/complaints';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** GET /client/complaints/get-form-data: the categories and the client's own units. */
export const clientComplaintFormData = defineOperation(
  {
    method: 'GET',
    path: '/complaints/get-form-data',
    operationId: 'clientComplaintFormData',
    summary: 'complaints: get-form-data',
    response: { kind: 'single', record: 'ComplaintFormData' },
  },
  async ({ request }) => single(await complaintFormData(clientCaller(request).client)),
);
