import { declareModule } from '../../../shared/http/module';

/**
 * system-user/purchase-request-disbursements (area purchasing/purchase-requests): filling an approved
 * request's lines from a warehouse's stock (a disbursement order, approved by the project's manager;
 * shared/domain/disbursements/). Needs `purchasing.requests.manage` and the request in the caller's
 * purchasing row scope.
 */
export const staffPurchaseRequestDisbursements = declareModule({
  surface: 'system-user',
  resource: 'purchase-request-disbursements',
  area: 'purchasing/purchase-requests',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'purchasing.requests.manage' },
});
