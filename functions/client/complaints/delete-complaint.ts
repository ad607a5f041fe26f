import { deleteComplaint } from '../../../shared/domain/complaints/complaints';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { params } from './fields';

/** DELETE /client/complaints/{complaint_id}: withdraws it while it is `new` (409 otherwise). */
export const clientDeleteComplaint = defineOperation(
  {
    method: 'DELETE',
    path: '/complaints/{complaint_id}',
    operationId: 'clientDeleteComplaint',
    summary: 'complaints: delete',
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params,
  },
  async ({ params: { complaint_id }, request }) =>
    single(await deleteComplaint(clientCaller(request).client, complaint_id)),
);
