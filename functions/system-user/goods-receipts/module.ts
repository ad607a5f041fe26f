import { declareModule } from '../../../shared/http/module';

/**
 * system-user/goods-receipts (area purchasing/warehouse): goods receipt notes, index and show
 * (shared/domain/goods-receipts/README.md); the writes are goods-receipt-posting's, the forms
 * goods-receipt-forms', the disbursements goods-receipt-disbursements'. Declares the warehouse's
 * abilities. Reads need `purchasing.warehouse.view` within the caller's `warehouse` row scope (the
 * receipt's warehouse, project or receiver).
 */
export const staffGoodsReceipts = declareModule({
  surface: 'system-user',
  resource: 'goods-receipts',
  area: 'purchasing/warehouse',
  grants: { table: 'read' },
  access: { kind: 'staff', ability: 'purchasing.warehouse.view' },
  abilities: {
    'purchasing.warehouse.view':
      'Goods receipt notes: index, show, form data, order lines, edit data, disbursement form data (row scope warehouse).',
    'purchasing.warehouse.manage':
      'Goods receipt notes: store, update, delete, cancel, create-disbursement; create-grn of a supply request; return requests.',
    'purchasing.warehouse.over-receive':
      "Receive beyond the over-receipt allowance of the material (else the company's) (Q4).",
  },
});
