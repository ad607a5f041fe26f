import { bookingApprovable } from '../bookings/booking-acceptance';
import { disbursementApprovable } from '../disbursements/disbursement-acceptance';
import { discountApprovable } from '../discounts/discount-acceptance';
import { leaveRequestApprovable } from '../leave-requests/leave-acceptance';
import { overtimeRequestApprovable } from '../overtime-requests/overtime-acceptance';
import { payrollLoanApprovable } from '../payroll-loans/loan-acceptance';
import { purchaseInvoiceApprovable } from '../purchase-invoices/invoice-acceptance';
import { purchaseRequestApprovable } from '../purchase-requests/purchase-request-acceptance';
import {
  offersComparisonApprovable,
  purchasePaymentApprovable,
  raiseBudgetApprovable,
} from '../purchasing/purchasing-approvables';
import { returnRequestApprovable } from '../return-requests/return-acceptance';
import { contractApprovable } from '../sale-contract/contract-acceptance';
import { forceEmptyingApprovable } from '../sale-contract/force-emptying-acceptance';
import { refundApprovable } from '../sale-refunds/refund-acceptance';
import { discountChangeApprovable } from '../sale-repricing/discount-acceptance';
import { rescheduleApprovable } from '../sale-repricing/reschedule-acceptance';
import { strivingChangeApprovable } from '../sale-repricing/striving-acceptance';
import { selfServiceApprovable } from '../self-service/self-service-acceptance';
import { supplyRequestApprovable } from '../supply-requests/supply-request-acceptance';
import { approvableTypesOf } from './approvable-types';

/**
 * Every real record type that joins the approval engine. A submission hands the engine its own
 * type (the module that submits imports it), so only what decides a stored acceptance of any type
 * reads this list: the acceptances module (decide, filters). Bundled there alone, it keeps every
 * other function free of the types it never submits. Each issue that makes a record approvable
 * adds its definition here.
 */
export const approvableTypes = approvableTypesOf([
  discountApprovable,
  bookingApprovable,
  rescheduleApprovable,
  discountChangeApprovable,
  strivingChangeApprovable,
  contractApprovable,
  forceEmptyingApprovable,
  refundApprovable,
  offersComparisonApprovable,
  raiseBudgetApprovable,
  purchasePaymentApprovable,
  disbursementApprovable,
  purchaseRequestApprovable,
  supplyRequestApprovable,
  returnRequestApprovable,
  purchaseInvoiceApprovable,
  selfServiceApprovable,
  leaveRequestApprovable,
  payrollLoanApprovable,
  overtimeRequestApprovable,
]);
