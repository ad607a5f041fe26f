import * as z from 'zod';
import { int, num, recordId, str, timestamp } from '../fields';
import { BuildingSimple, ClientSimple, ProjectSimple, SaleSimple, UnitSimple } from './simple';

/** Sales and their refunds. */

/** A client's own sale: the SaleSimple fields, when it was made, and its unit, building and project. */
export const ClientSale = SaleSimple.extend({
  created_at: timestamp(),
  unit: UnitSimple.nullable(),
  building: BuildingSimple.nullable(),
  project: ProjectSimple.nullable(),
});

/** A sale as the back office sees it: SaleSimple, buyer and creation time, with unit, building, project, client. */
export const Sale = SaleSimple.extend({
  client_id: int(),
  created_at: timestamp(),
  unit: UnitSimple.nullable(),
  building: BuildingSimple.nullable(),
  project: ProjectSimple.nullable(),
  client: ClientSimple.nullable(),
});

/** Money paid back on a sale; status requested, approved, rejected or paid (refunded_at once paid). */
export const SaleRefund = z.strictObject({
  id: recordId(),
  sale_id: int(),
  client_id: int(),
  unit_id: int(),
  project_id: int(),
  amount: num(),
  reason: str(),
  status: str(),
  refunded_at: timestamp(),
  created_at: timestamp(),
  sale: SaleSimple.nullable(),
  client: ClientSimple.nullable(),
  unit: UnitSimple.nullable(),
});
