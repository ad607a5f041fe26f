import * as z from 'zod';
import { bool, email, int, num, recordId, str, timestamp, url } from '../fields';

/** The specification's summary records (`...Simple`, `...Summary`) that other records embed. */

export const ClientSimple = z.strictObject({ id: recordId(), name: str(), phone: str(), email: email() });
export const UserSimple = z.strictObject({
  id: recordId(),
  name: str(),
  email: email(),
  phone: num(),
  job_title: str(),
  id_number: int(),
});
export const ProjectSimple = z.strictObject({
  id: recordId(),
  name: str(),
  code: str(),
  status: str(),
  type: str(),
  image: url(),
  start_work_date: timestamp(),
  end_work_date: timestamp(),
});
export const BuildingSimple = z.strictObject({
  id: recordId(),
  name: str(),
  project_id: int(),
  type: str(),
  land_area: str(),
  tax_value: num(),
  price_after_tax: num(),
});
export const UnitSimple = z.strictObject({
  id: recordId(),
  building_id: int(),
  project_id: int(),
  is_for_rent: bool(),
  name: str(),
  status: str(),
  floor: str(),
  room_count: int(),
  bathroom_count: int(),
});
export const SaleSimple = z.strictObject({
  id: recordId(),
  reason_for_pay_id: int(),
  project_id: int(),
  building_id: int(),
  unit_id: int(),
  tax_reference_number: int(),
  sale_type: str(),
  target_type: str(),
  status: str(),
});
export const BookingSimple = z.strictObject({
  id: recordId(),
  unit_id: int(),
  building_id: int(),
  client_id: int(),
  booking_open_at: timestamp(),
  booking_expired_at: timestamp(),
  booking_open_at_text: str(),
  booking_expired_at_text: str(),
});

export const RentalRequestSimple = z.strictObject({
  id: recordId(),
  unit_name: str(),
  bathrooms_count: int(),
});
export const RentalSimple = z.strictObject({ id: recordId(), rental_owner_type: str(), unit_name: str() });
export const Option = z.strictObject({ id: recordId(), type: str(), name: str(), is_active: bool() });
export const PurchaseRequestOfferSummary = z.strictObject({
  id: recordId(),
  status: str(),
  description: str(),
  offer_number: int(),
  total: num(),
});
export const PurchaseRequestSummary = z.strictObject({
  id: recordId(),
  from_user_id: int(),
  project_id: int(),
  title: str(),
  status: str(),
});
export const LandOwnerSummary = z.strictObject({
  id: recordId(),
  name: str(),
  email: email(),
  phone: num(),
  type: str(),
});
