import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/booking-offers (sales-support area): one Lambda for the booking tab's offer and
 * financial solvency: offer data, the printed offer (the print renderer function renders it; the
 * PDF is stored in S3 and answered as a short-lived URL), solvency form data and update.
 */
export const staffBookingOffers = declareModule({
  surface: 'system-user',
  resource: 'booking-offers',
  area: 'sales-support',
  grants: {
    table: 'readwrite',
    bucket: {
      read: [
        filePrefixes.projects,
        filePrefixes.clients,
        filePrefixes.icons,
        filePrefixes.company,
        filePrefixes.prints,
      ],
    },
    prints: true,
  },
  access: { kind: 'staff', ability: 'sales.bookings.view' },
});
