import { type EntityOf, entityType } from '../../db/entity-type';

/**
 * What makes a user a supplier (STAFF-DOMAIN-2 1.2): suppliers are USER rows without roles (their
 * `id_number` is the 700-number); the profile, stored under the user's id, holds the rest. Orders,
 * offers and requests for quotation name suppliers by user id. No catalogue operation edits a
 * profile: the demo seed and the first-deploy command's `--supplier` write them.
 */
export interface SupplierProfile {
  /** The user's display name, copied for lists (the user record keeps it too). */
  name: string;
  email: string | null;
  /** The commercial registration, or the unified 700-number. */
  cr_number: string;
  /** 15 digits, starting and ending with 3; null for a supplier not registered for VAT. */
  vat_number: string | null;
  iban: string | null;
  national_address: string | null;
  material_category_ids: number[];
  is_blocked: boolean;
}

/** Supplier profiles (id = the supplier's user id), listed by blocked flag. */
export const SUPPLIER_PROFILE = entityType<SupplierProfile>('SUPPLIER_PROFILE', {
  lists: [['is_blocked']],
});

export type SupplierProfileEntity = EntityOf<typeof SUPPLIER_PROFILE>;

/**
 * A framework price agreed with a supplier for some materials until a date (Odoo's blanket order):
 * an agreement line lets send-order order without a comparison, at its price, up to `max_qty`
 * (`ordered_qty` counts what was ordered; `remaining_qty` = max − ordered is the stored guard).
 */
export interface SupplyAgreementLine {
  material_id: number;
  /** Halalas, without VAT. */
  unit_price: number;
  max_qty: number;
  ordered_qty: number;
  remaining_qty: number;
}

export interface SupplyAgreement {
  number: string;
  supplier_id: number;
  title: string;
  lines: SupplyAgreementLine[];
  /** Riyadh dates (YYYY-MM-DD), inclusive. */
  valid_from: string;
  valid_to: string;
  status: 'active' | 'expired';
}

/** Supply agreements, listed by status and by supplier. */
export const SUPPLY_AGREEMENT = entityType<SupplyAgreement>('SUPPLY_AGREEMENT', {
  lists: [['status'], ['supplier_id']],
});

export type SupplyAgreementEntity = EntityOf<typeof SUPPLY_AGREEMENT>;
