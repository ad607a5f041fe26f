import { declareModule } from '../../../shared/http/module';

/**
 * system-user/supply-requests (area purchasing): call-offs against an issued order (store, update,
 * delete, send to acceptance, form data) and their payments (shared/domain/supply-requests/). Writes
 * need `purchasing.supply-requests.manage`, the form data `purchasing.orders.view`, a payment
 * `purchasing.payments.request`; the order in the caller's `purchasing` row scope.
 */
export const staffSupplyRequests = declareModule({
  surface: 'system-user',
  resource: 'supply-requests',
  area: 'purchasing',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'purchasing.supply-requests.manage' },
  abilities: {
    'purchasing.supply-requests.manage':
      'Supply requests against an order: store, update, delete, send to acceptance (row scope purchasing).',
  },
});
