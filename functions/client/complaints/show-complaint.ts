import { showComplaint } from '../../../shared/domain/complaints/complaints';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { params } from './fields';

/** GET /client/complaints/{complaint_id}: an own complaint (another client's: 404). */
export const clientShowComplaint = defineOperation(
  {
    method: 'GET',
    path: '/complaints/{complaint_id}',
    operationId: 'clientShowComplaint',
    summary: 'complaints: show',
    response: { kind: 'single', record: 'Complaint' },
    params,
  },
  async ({ params: { complaint_id }, request }) =>
    single(await showComplaint(clientCaller(request).client, complaint_id)),
);
