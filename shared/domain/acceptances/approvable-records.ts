/**
 * The real record types that join the approval engine: importing this registers them. Each
 * issue that makes a record approvable adds its one import here.
 */
import '../discounts/discount-acceptance';
import '../bookings/booking-acceptance';
