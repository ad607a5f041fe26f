import * as z from 'zod/mini';
import { listProjectUnits, SALES_UNIT_STATUSES } from '../../../shared/domain/sales-support/browse-units';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  idParameter,
  numberText,
  optionalIntegerText,
  paginationQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

const projectPath = z.object({ project_id: idParameter() });

/**
 * GET {system_user_url}/sales-support/projects/{project_id}/saleable: the project's units (404 for a
 * project out of view), each with its bookings, sale and client when in the caller's row scope.
 * Filters served: none, `status`, or the units on sale by `room_count` and/or price after tax
 * (`price_from`, `price_to`, SAR; cheapest first). `status` other than `available` with the last
 * two is a 422 on `filters`.
 */
export const staffProjectSaleable = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/projects/{project_id}/saleable',
    operationId: 'staffProjectSaleable',
    summary: 'SalesSupportProject: ProjectSaleable',
    response: { kind: 'list', record: 'SalesSupportUnit' },
    params: projectPath,
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(SALES_UNIT_STATUSES)),
      room_count: optionalIntegerText({ min: 0, max: 50 }),
      price_from: blankAsAbsent(numberText({ min: 0 })),
      price_to: blankAsAbsent(numberText({ min: 0 })),
    }),
  },
  async ({ params, query, request }) =>
    page(
      await listProjectUnits(staffCaller(request), params.project_id, {
        ...request.page,
        filters: {
          status: query.status,
          room_count: query.room_count,
          price_from: query.price_from,
          price_to: query.price_to,
        },
      }),
      request,
    ),
);
