import { findEntity, prepareUpdate } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import {
  type AcceptancePolicy,
  type ApprovableSubject,
  type ApprovableType,
  approvableSubject,
  type DecisionContext,
} from '../acceptances/approvable-types';
import { sarOfHalalas, sarOrNull } from '../money';
import { PURCHASE_REQUEST, type PurchaseRequest } from '../purchasing/purchase-orders';
import {
  PURCHASE_REQUEST_RECORD_NAME,
  PURCHASE_REQUEST_SCOPE,
  type PurchaseRequestEntity,
} from './purchase-request-scope';

export const PURCHASE_REQUEST_APPROVABLE = 'purchase_request';

/** Above this estimate (SAR, without VAT) the general manager approves too (STAFF-DOMAIN-2 1.5). */
export const GENERAL_MANAGER_ABOVE_SAR = 100_000;

const projectManager = {
  name: 'Project manager',
  reviewer: { kind: 'relation', relation: 'project_manager' },
} as const;
const procurementManager = {
  name: 'Procurement manager',
  reviewer: { kind: 'role', role: 'procurement_manager' },
} as const;
const generalManager = {
  name: 'General manager',
  reviewer: { kind: 'role', role: 'general_manager' },
} as const;

/** The chains: the project's manager, then procurement; above 100 000 SAR the general manager last. */
export const PURCHASE_REQUEST_POLICIES: AcceptancePolicy[] = [
  {
    name: 'purchase request above 100000 SAR',
    conditions: { min_amount: GENERAL_MANAGER_ABOVE_SAR + 0.01 },
    steps: [projectManager, procurementManager, generalManager],
  },
  { name: 'purchase request', steps: [projectManager, procurementManager] },
];

/** What the engine keeps of a request on its acceptance (amount: the estimate in SAR). */
export function purchaseRequestSubject(
  request: Pick<PurchaseRequest, 'number' | 'title' | 'estimate_total' | 'project_id'>,
  requesterId: number,
): ApprovableSubject {
  const number = request.number ?? '';
  return {
    summary: {
      en: `Purchase request ${number}: ${request.title}`,
      ar: `طلب شراء ${number}: ${request.title}`,
    },
    amount: sarOfHalalas(request.estimate_total ?? 0),
    project_id: request.project_id,
    client_id: null,
    subtype: null,
    requester_id: requesterId,
  };
}

/**
 * The request's status as the final decision sets it, in the decision's transaction under the
 * version read (a request changed meanwhile: the decision runs again). Nothing while the request
 * is still being created (a submission approved at once: the store writes it `approved` itself).
 */
async function decided(context: DecisionContext, status: 'approved' | 'rejected'): Promise<TransactItem[]> {
  const request = await findEntity(PURCHASE_REQUEST, context.id);
  if (request?.status !== 'pending_acceptance') return [];
  const prepared = await prepareUpdate(
    PURCHASE_REQUEST,
    request.id,
    { status },
    {
      recordName: PURCHASE_REQUEST_RECORD_NAME,
      current: request,
    },
  );
  return prepared.items;
}

/**
 * Purchase requests join the approval engine: submitted by store (and by update from rejected),
 * decided by the project's manager, then procurement, the general manager above 100 000 SAR; bulk
 * decisions allowed. Approved: `approved`; rejected: `rejected` (the requester corrects and
 * resubmits); cancelled: the cancel writes the request itself.
 */
export const purchaseRequestApprovable: ApprovableType = {
  type: PURCHASE_REQUEST_APPROVABLE,
  recordName: PURCHASE_REQUEST_RECORD_NAME,
  policies: PURCHASE_REQUEST_POLICIES,
  subject: approvableSubject<PurchaseRequestEntity>({
    kind: 'purchase_request',
    family: 'purchasing',
    viewAbility: 'purchasing.requests.view',
    scope: PURCHASE_REQUEST_SCOPE,
    load: (id) => findEntity(PURCHASE_REQUEST, id),
    showPath: (request) => `/purchasing/purchase-requests/${request.id}`,
    summary: (request, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: sarOrNull(request.estimate_total),
      percentage: null,
      project_id: request.project_id,
      client_id: null,
      unit_id: null,
      starts_at: null,
      ends_at: request.needed_by ? `${request.needed_by}T00:00:00.000Z` : null,
      requested_at: request.created_at,
      requester_id: request.from_user_id,
    }),
  }),
  describe: async (id) => {
    const request = await findEntity(PURCHASE_REQUEST, id);
    return request ? purchaseRequestSubject(request, request.from_user_id ?? 0) : undefined;
  },
  onApproved: (context) => decided(context, 'approved'),
  onRejected: (context) => decided(context, 'rejected'),
  onCancelled: async () => [],
};
