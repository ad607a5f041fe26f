import * as z from 'zod/mini';
import { compareOffers } from '../../../shared/domain/purchasing/compare-offers';
import { comparisonRecord } from '../../../shared/domain/purchasing/offer-records';
import { single } from '../../../shared/http/envelopes';
import { listOf, optionalText, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { listedId, requestPath } from './fields';

/** The most request lines one comparison awards. */
const MAX_AWARDS = 50;

/**
 * POST {system_user_url}/purchasing/purchase-requests/{purchase_request_id}/compare-offers: the
 * approved request's valid offers compared (at least 2; 3 when its estimate is over 50,000 SAR
 * unless `sole_source_reason`), `awards[]` the awarded offer lines (one per request line bought),
 * `justification` required. Makes the comparison (`OC-YYYY-NNNNNN`) and submits it for approval
 * (`offers_comparison`) in one transaction; the offers go `under_comparison`.
 */
export const staffCompareOffers = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/purchase-requests/{purchase_request_id}/compare-offers',
    operationId: 'staffCompareOffers',
    summary: 'Purchase Request: acceptance-compare-offer',
    response: { kind: 'single', record: 'OffersComparisonRecord', created: true, conflict: true },
    params: requestPath,
    body: z.object({
      awards: listOf(listedId(), MAX_AWARDS).check(z.minLength(1)),
      justification: requiredText(2000),
      sole_source_reason: optionalText(2000),
    }),
  },
  async ({ params, body, request }) =>
    single(
      comparisonRecord(
        await compareOffers(staffCaller(request), params.purchase_request_id, {
          awards: body.awards,
          justification: body.justification,
          sole_source_reason: body.sole_source_reason ?? undefined,
        }),
      ),
    ),
);
