import { prepareCreate } from '../../db/entity-store';
import { transact } from '../../db/transactions';
import { type FieldMessage, type FieldMessages, ValidationError } from '../../errors';
import { isSaudiIban, isVatNumber } from '../company/saudi-formats';
import { MATERIAL_CATEGORY_IDS } from '../materials/materials';
import { findByUnique, USER, userUniques } from '../users/users';
import { SUPPLIER_PROFILE, type SupplierProfileEntity } from './suppliers';

/** A supplier as an operator adds one (first-deploy's `--suppliers` file, `npm run supplier:add`). */
export interface SupplierInput {
  name: string;
  email: string;
  phone?: number | null;
  /** The commercial registration or the unified 700-number: 10 digits. */
  cr_number: string;
  vat_number?: string | null;
  iban?: string | null;
  national_address?: string | null;
  material_category_ids: number[];
}

/** The unique marker of a supplier's registration number: one supplier per CR / 700-number. */
export const SUPPLIER_CR_KIND = `${SUPPLIER_PROFILE}_CR`;

/** Every field the input gets wrong, by its name. */
function supplierProblems(input: SupplierInput): FieldMessages {
  const problems: FieldMessages = {};
  const wrong = (field: string, key: FieldMessage['key'] = 'validation.regex') => {
    problems[field] = [{ key }];
  };
  if (!input.name.trim()) wrong('name', 'validation.required');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email)) wrong('email', 'validation.email');
  if (!/^\d{10}$/.test(input.cr_number)) wrong('cr_number');
  if (input.vat_number && !isVatNumber(input.vat_number)) wrong('vat_number');
  if (input.iban && !isSaudiIban(input.iban)) wrong('iban');
  if (input.material_category_ids.some((id) => !MATERIAL_CATEGORY_IDS.includes(id)))
    wrong('material_category_ids', 'validation.in');
  return problems;
}

/** The supplier profile that holds a registration number, or undefined (one read of its marker). */
export const supplierWithRegistration = (crNumber: string) => findByUnique(SUPPLIER_PROFILE, 'CR', crNumber);

/**
 * Adds a supplier: a USER without roles (its `id_number` the registration number, so it cannot sign
 * in as staff: no password, no role) and its SUPPLIER_PROFILE under the same id, in one transaction
 * with the user's e-mail and phone markers and the profile's registration marker. A taken e-mail,
 * phone or registration number is a 422 on that field, and nothing is written.
 */
export async function addSupplier(input: SupplierInput): Promise<SupplierProfileEntity> {
  const problems = supplierProblems(input);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const user = {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone ?? null,
    job_title: 'Supplier',
    id_number: Number(input.cr_number),
    roles: [],
  };
  const createdUser = await prepareCreate(USER, user, { uniques: userUniques(user) });
  const profile = await prepareCreate(
    SUPPLIER_PROFILE,
    {
      name: user.name,
      email: user.email,
      cr_number: input.cr_number,
      vat_number: input.vat_number ?? null,
      iban: input.iban ?? null,
      national_address: input.national_address ?? null,
      material_category_ids: input.material_category_ids,
      is_blocked: false,
    },
    {
      id: createdUser.entity.id,
      uniques: [{ kind: SUPPLIER_CR_KIND, field: 'cr_number', value: input.cr_number }],
    },
  );
  // The profile first: a known registration number is the refusal reported, before a taken e-mail.
  const items = [...profile.items, ...createdUser.items];
  await transact(items, (index) =>
    index < profile.items.length ? profile.refusal(index) : createdUser.refusal(index - profile.items.length),
  );
  return profile.entity;
}
