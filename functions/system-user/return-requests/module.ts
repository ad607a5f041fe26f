import { declareModule } from '../../../shared/http/module';

/**
 * system-user/return-requests (area purchasing): goods of a posted receipt sent back to the
 * supplier (form data, store), approved by the procurement manager, whose approval takes the stock
 * out (shared/domain/return-requests/). Needs `purchasing.warehouse.manage` (declared by the goods
 * receipts module) and the receipt in the caller's `warehouse` row scope.
 */
export const staffReturnRequests = declareModule({
  surface: 'system-user',
  resource: 'return-requests',
  area: 'purchasing',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'purchasing.warehouse.manage' },
});
