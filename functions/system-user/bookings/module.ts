import { declareModule } from '../../../shared/http/module';

/**
 * system-user/bookings (area sales-support): the booking tab of a saleable detail (a unit): hold
 * it for a client or a lead, read the tab, cancel a hold, send it to approval. Reads need
 * `sales.bookings.view`, writes `sales.bookings.manage` (shared/domain/bookings/README.md).
 */
export const staffBookings = declareModule({
  surface: 'system-user',
  resource: 'bookings',
  area: 'sales-support',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'sales.bookings.view' },
  abilities: {
    'sales.bookings.view':
      'Holds (bookings): get data, offer data, print offer, financial solvency form data.',
    'sales.bookings.manage':
      'Holds: make (for a client or a lead), cancel, send to approval, record financial solvency.',
  },
});
