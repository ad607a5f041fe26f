import { declareModule } from '../../../shared/http/module';

/**
 * system-user/supply-request-receipts (area purchasing): `purchase order supply request:
 * create-grn`, a goods receipt posted under an approved supply request with the receipts' rules
 * (shared/domain/goods-receipts/README.md). Needs `purchasing.warehouse.manage`, the request's
 * warehouse in the caller's `warehouse` row scope.
 */
export const staffSupplyRequestReceipts = declareModule({
  surface: 'system-user',
  resource: 'supply-request-receipts',
  area: 'purchasing',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'purchasing.warehouse.manage' },
});
