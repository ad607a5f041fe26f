import { declareModule } from '../../../shared/http/module';

/**
 * system-user/goods-receipt-forms (area purchasing/warehouse): what the receipt forms read: form
 * data, an order's lines with their Q4 bounds, a receipt's edit data. Needs `purchasing.warehouse.view`.
 */
export const staffGoodsReceiptForms = declareModule({
  surface: 'system-user',
  resource: 'goods-receipt-forms',
  area: 'purchasing/warehouse',
  grants: { table: 'read' },
  access: { kind: 'staff', ability: 'purchasing.warehouse.view' },
});
