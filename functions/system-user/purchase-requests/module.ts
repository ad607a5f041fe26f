import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/purchase-requests (area purchasing/purchase-requests): a project's request to buy
 * materials or services, from store (submitted for approval in the same transaction) to the
 * suppliers' offers, comments and cancellation. Row scope: the `purchasing` family (own = the
 * requester, projects, department, all). Reads need `purchasing.requests.view`; writes name
 * `purchasing.requests.manage`.
 */
export const staffPurchaseRequests = declareModule({
  surface: 'system-user',
  resource: 'purchase-requests',
  area: 'purchasing/purchase-requests',
  grants: {
    table: 'readwrite',
    bucket: { read: [filePrefixes.purchaseRequests], write: [filePrefixes.purchaseRequests] },
  },
  access: { kind: 'staff', ability: 'purchasing.requests.view' },
  abilities: {
    'purchasing.requests.view': 'Purchase requests: index, filters, show.',
    'purchasing.requests.manage':
      'Purchase requests: store, update (offers), delete, cancel, comments, form data.',
  },
});
