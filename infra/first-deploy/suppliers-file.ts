import { readFileSync } from 'node:fs';
import type { SupplierInput } from '../../shared/domain/purchasing/add-supplier';

/**
 * The suppliers of a JSON file: an array of `{ name, email, cr_number, vat_number?, iban?,
 * national_address?, material_category_ids, phone? }` (docs/operations-runbook.md, "Suppliers").
 * The domain checks each field when it adds the supplier; here only the file's shape.
 */
export function suppliersFile(path: string): SupplierInput[] {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a JSON array of suppliers`);
  return parsed.map((entry, index) => {
    const supplier = entry as Partial<SupplierInput>;
    if (
      typeof supplier.name !== 'string' ||
      typeof supplier.email !== 'string' ||
      typeof supplier.cr_number !== 'string'
    )
      throw new Error(`${path}: supplier ${index + 1} needs name, email and cr_number (text)`);
    return { ...supplier, material_category_ids: supplier.material_category_ids ?? [] } as SupplierInput;
  });
}
