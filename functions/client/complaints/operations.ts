import * as z from 'zod/mini';
import { signedInClient } from '../../../shared/domain/clients/signed-in-client';
import {
  COMPLAINT_CATEGORIES,
  complaintFormData,
  deleteComplaint,
  listClientComplaints,
  showComplaint,
  storeComplaint,
  updateComplaint,
} from '../../../shared/domain/complaints/complaints';
import { page, single } from '../../../shared/http/envelopes';
import { idParameter, optionalIntegerText, paginationQuery, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

const path = z.object({ complaint_id: idParameter() });
const fields = {
  category: z.enum(COMPLAINT_CATEGORIES),
  description: requiredText(5000),
  unit_id: optionalIntegerText({ min: 1 }),
};

/** GET /client/complaints/get-form-data: the categories and the client's own units. */
export const clientComplaintFormData = defineOperation(
  { response: { kind: 'single', record: 'ComplaintFormData' } },
  async ({ request }) => single(await complaintFormData(await signedInClient(request))),
);

/** GET /client/complaints: the client's own complaints, newest first. */
export const clientListComplaints = defineOperation(
  { response: { kind: 'list', record: 'Complaint' }, query: z.object(paginationQuery) },
  async ({ query, request }) =>
    page(await listClientComplaints(await signedInClient(request), pageRequest(query, request.resourceUrl))),
);

/** POST /client/complaints/store: `category`, `description`, optional own `unit_id`; 201, status `new`. */
export const clientStoreComplaint = defineOperation(
  { response: { kind: 'single', record: 'Complaint', created: true }, body: z.object(fields) },
  async ({ body, request }) => single(await storeComplaint(await signedInClient(request), body)),
);

/** GET /client/complaints/{complaint_id}: an own complaint (another client's: 404). */
export const clientShowComplaint = defineOperation(
  { response: { kind: 'single', record: 'Complaint' }, path },
  async ({ path: { complaint_id }, request }) =>
    single(await showComplaint(await signedInClient(request), complaint_id)),
);

/** POST /client/complaints/{complaint_id}/update: while it is `new` (409 otherwise). */
export const clientUpdateComplaint = defineOperation(
  {
    response: { kind: 'single', record: 'Complaint', conflict: true },
    path,
    body: z.object({
      category: z.optional(fields.category),
      description: z.optional(fields.description),
      unit_id: fields.unit_id,
    }),
  },
  async ({ path: { complaint_id }, body, request }) =>
    single(await updateComplaint(await signedInClient(request), complaint_id, body)),
);

/** DELETE /client/complaints/{complaint_id}: withdraws it while it is `new` (409 otherwise). */
export const clientDeleteComplaint = defineOperation(
  { response: { kind: 'single', record: 'Deleted', conflict: true }, path },
  async ({ path: { complaint_id }, request }) =>
    single(await deleteComplaint(await signedInClient(request), complaint_id)),
);
