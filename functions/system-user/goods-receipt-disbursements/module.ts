import { declareModule } from '../../../shared/http/module';

/**
 * system-user/goods-receipt-disbursements (area purchasing/warehouse): disbursements asked from a
 * posted receipt (a disbursement order of source `grn`, approved by the project's manager;
 * shared/domain/disbursements/) and their form data. Reads need `purchasing.warehouse.view`, the
 * disbursement `purchasing.warehouse.manage`, the receipt in the caller's `warehouse` row scope.
 */
export const staffGoodsReceiptDisbursements = declareModule({
  surface: 'system-user',
  resource: 'goods-receipt-disbursements',
  area: 'purchasing/warehouse',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'purchasing.warehouse.view' },
});
