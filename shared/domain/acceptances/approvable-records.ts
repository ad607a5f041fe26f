/**
 * The real record types that join the approval engine: importing this registers them. Each
 * issue that makes a record approvable adds its one import here.
 */
import '../discounts/discount-acceptance';
import '../bookings/booking-acceptance';
import '../sale-repricing/reschedule-acceptance';
import '../sale-repricing/discount-acceptance';
import '../sale-repricing/striving-acceptance';
import '../sale-contract/contract-acceptance';
import '../sale-contract/force-emptying-acceptance';
import '../sale-refunds/refund-acceptance';
