import { declareModule } from '../../../shared/http/module';

/**
 * system-user/purchase-request-forms (area purchasing/purchase-requests): what the purchase
 * request form reads while it is filled: a project's budget lines, the materials with their
 * suppliers and prices, the supply agreements and the suppliers of the materials' categories.
 * Every operation needs `purchasing.requests.manage` (declared by system-user/purchase-requests).
 */
export const staffPurchaseRequestForms = declareModule({
  surface: 'system-user',
  resource: 'purchase-request-forms',
  area: 'purchasing/purchase-requests',
  grants: { table: 'read' },
  access: { kind: 'staff', ability: 'purchasing.requests.manage' },
});
