import * as z from 'zod';
import { bool, int, recordId, str, timestamp } from '../fields';
import { ClientSimple, UserSimple } from './simple';

/** Holds on units, as the staff app's booking tab shows them. */

/** What every wire view of a booking starts with (the domain's `bookingHead`), before its status. */
export const bookingHead = {
  id: recordId(),
  unit_id: int(),
  building_id: int(),
  project_id: int(),
  client_id: int(),
  attention_request_id: int(),
  sale_support_user_id: int(),
};

/**
 * A booking (hold) with its clock: `remaining_seconds` to expiry while active, frozen while it waits
 * for approval, to the init-sale deadline once accepted; and what the caller may do with it.
 */
export const StaffBooking = z.strictObject({
  ...bookingHead,
  status: str(),
  status_text: str(),
  booking_open_at: timestamp(),
  booking_expired_at: timestamp(),
  booking_open_at_text: str(),
  booking_expired_at_text: str(),
  hold_hours: int(),
  remaining_seconds: int(),
  acceptance_id: int(),
  accepted_at: timestamp(),
  init_deadline_at: timestamp(),
  financial_solvency_id: int(),
  cancel_reason: str(),
  cancelled_at: timestamp(),
  created_at: timestamp(),
  can_cancel: bool(),
  can_send_to_acceptance: bool(),
  client: ClientSimple.nullable(),
  saleSupportUser: UserSimple.nullable(),
});

/** The booking tab of a saleable detail: the unit's active and waiting holds the caller may see. */
export const StaffBookingTab = z.strictObject({
  unit_id: recordId(),
  unit_status: str(),
  activeBooking: StaffBooking.nullable(),
  nextBooking: StaffBooking.nullable(),
});
