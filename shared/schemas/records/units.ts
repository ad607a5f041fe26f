import * as z from 'zod';
import { bool, int, num, recordId, str, url } from '../fields';
import { DownloadableFile } from './common';
import { BookingSimple, BuildingSimple, ClientSimple, ProjectSimple, SaleSimple } from './simple';

/** The unit aggregate: the back office's unit and the unit on sale as a customer sees it. */

export const Unit = z.strictObject({
  id: recordId(),
  building_id: int(),
  project_id: int(),
  is_for_rent: bool(),
  name: str(),
  status: str(),
  url_360: url(),
  floor: str(),
  room_count: int(),
  doc_unit_number: int(),
  doc_number: int(),
  area: str(),
  bathroom_count: int(),
  is_furnished: bool(),
  garage: str(),
  tax_rate: num(),
  price_before_tax: num(),
  website_price: num(),
  air_conditioner_count: int(),
  electricity_number_out: int(),
  electricity_number_in: int(),
  emptying_deed_number: int(),
  deed_number: int(),
  water_meter_number: int(),
  view: str(),
  interface: str(),
  ac_type: str(),
  board_type: str(),
  tax_value: num(),
  price_after_tax: num(),
  name_full: str(),
  project: ProjectSimple.nullable(),
  building: BuildingSimple.nullable(),
  sale: SaleSimple.nullable(),
  activeBooking: BookingSimple.nullable(),
  nextBooking: BookingSimple.nullable(),
  client: ClientSimple.nullable(),
  bookings_count: z.number().int(),
  comments_count: z.number().int(),
  sale_clients_count: z.number().int(),
  clients_count: z.number().int(),
});

/** A unit on sale as a customer sees it: description and prices, no meter, deed or buyer data. */
export const SaleableDetail = z.strictObject({
  id: recordId(),
  building_id: int(),
  project_id: int(),
  name: str(),
  name_full: str(),
  status: str(),
  url_360: url(),
  floor: str(),
  room_count: int(),
  bathroom_count: int(),
  area: str(),
  is_furnished: bool(),
  garage: str(),
  air_conditioner_count: int(),
  view: str(),
  interface: str(),
  ac_type: str(),
  board_type: str(),
  tax_rate: num(),
  price_before_tax: num(),
  tax_value: num(),
  price_after_tax: num(),
  website_price: num(),
  project: ProjectSimple.nullable(),
  building: BuildingSimple.nullable(),
});

/** The documents of a unit on sale. */
export const SaleableDetailFiles = z.strictObject({
  unit_id: int(),
  files: z.array(DownloadableFile),
});
