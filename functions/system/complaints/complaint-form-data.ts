import * as z from 'zod/mini';
import { listProjects } from '../../../shared/domain/projects/list-projects';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/complaints/get-form-data: the projects a complaint can be about, as full Project records. */
export const systemComplaintFormData = defineOperation(
  {
    method: 'GET',
    path: '/complaints/get-form-data',
    operationId: 'systemComplaintFormData',
    summary: 'complaint: get-create-data',
    response: { kind: 'list', record: 'Project' },
    query: z.object(paginationQuery),
  },
  async ({ request }) => page(await listProjects(request.page), request),
);
