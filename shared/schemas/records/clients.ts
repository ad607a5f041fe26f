import * as z from 'zod';
import { email, int, recordId, str, timestamp, url } from '../fields';
import { FormOption } from './common';
import { Area, Block, City } from './locations';
import { BookingSimple, RentalRequestSimple, SaleSimple, UserSimple } from './simple';

/** The client aggregate: the client record and the signed-in client's counts. */

export const Client = z.strictObject({
  id: recordId(),
  name: str(),
  phone: str(),
  other_phone: str(),
  email: email(),
  nationality_id: int(),
  area_id: int(),
  city_id: int(),
  block_id: int(),
  sale_support_user_id: int(),
  national_id: int(),
  national_id_end_date: timestamp(),
  date_of_birth: timestamp(),
  postal_code: int(),
  gender: str(),
  address: str(),
  income: str(),
  education_level: str(),
  platform: str(),
  nationality: str(),
  avatar: str(),
  avatar_url: url(),
  saleSupportUser: UserSimple.nullable(),
  area: Area.nullable(),
  city: City.nullable(),
  block: Block.nullable(),
});

/** The Client record of the update operation and the daily digest. */
export const ClientWithDeals = Client.extend({
  sales: z.array(SaleSimple),
  rentalRequests: z.array(RentalRequestSimple),
  bookings: z.array(BookingSimple),
});

const countsByStatus = z.strictObject({
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
});
/** The signed-in client's own counts, by kind and status. */
export const ClientStatistics = z.strictObject({
  sales: countsByStatus,
  bookings: countsByStatus,
  rental_requests: countsByStatus,
  attention_requests: countsByStatus,
  maintenance_requests: countsByStatus,
});

/** What the staff client form needs: client types, platforms, the sales-support users the caller may assign. */
export const ClientFormData = z.strictObject({
  types: z.array(FormOption),
  platforms: z.array(FormOption),
  sale_support_users: z.array(UserSimple),
});
