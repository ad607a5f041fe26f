import * as z from 'zod/mini';
import { projectSaleableFilters } from '../../../shared/domain/sales-support/browse-filters';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

const projectPath = z.object({ project_id: idParameter() });

/**
 * GET {system_user_url}/sales-support/projects/{project_id}/saleable/filters: the unit filters of
 * one project (404 out of view), each status labelled with the project's count of it.
 */
export const staffProjectSaleableFilters = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/projects/{project_id}/saleable/filters',
    operationId: 'staffProjectSaleableFilters',
    summary: 'SalesSupportProject: ProjectSaleable Filter',
    response: { kind: 'single', record: 'ListFilters' },
    params: projectPath,
  },
  async ({ params, request }) =>
    single(await projectSaleableFilters(staffCaller(request), params.project_id, request.locale)),
);
