import { declareModule } from '../../../shared/http/module';

/**
 * system-user/goods-receipt-posting (area purchasing/warehouse): the writes of goods receipt notes:
 * store (posting into stock), update, cancel, delete (shared/domain/goods-receipts/README.md). Needs
 * `purchasing.warehouse.manage`, the receipt in the caller's `warehouse` row scope; receiving beyond
 * the over-receipt allowance `purchasing.warehouse.over-receive` (declared by system-user/goods-receipts).
 */
export const staffGoodsReceiptPosting = declareModule({
  surface: 'system-user',
  resource: 'goods-receipt-posting',
  area: 'purchasing/warehouse',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'purchasing.warehouse.manage' },
});
