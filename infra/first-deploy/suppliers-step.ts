import {
  addSupplier,
  type SupplierInput,
  supplierWithRegistration,
} from '../../shared/domain/purchasing/add-supplier';
import { ValidationError } from '../../shared/errors';
import { alreadyPresent, FirstDeployRefusalError, type FirstDeployStep } from './step';

/** Whether the refusal is only that the supplier's registration number is taken (it was added before). */
const addedBefore = (error: unknown) =>
  error instanceof ValidationError && Object.keys(error.fields).join() === 'cr_number';

/**
 * Adds one supplier unless one with its registration number exists: true when it was written.
 * Any other refusal (a bad VAT number, an e-mail another user has) stops with the fields named.
 */
export async function addSupplierOnce(supplier: SupplierInput): Promise<boolean> {
  // Read first, so a second run takes no id; the write's marker still refuses a concurrent one.
  if (await supplierWithRegistration(supplier.cr_number)) return false;
  try {
    await addSupplier(supplier);
    return true;
  } catch (error) {
    if (addedBefore(error)) return false;
    if (error instanceof ValidationError)
      throw new FirstDeployRefusalError(
        `supplier ${supplier.cr_number} (${supplier.name}) refused: ${Object.keys(error.fields).join(', ')}`,
      );
    throw error;
  }
}

/**
 * The suppliers of `--suppliers <file.json>` (purchasing's reference data: a supplier user and its
 * profile each, STAFF-DOMAIN-2 1.2), each added unless its registration number is known. No file:
 * nothing to do (suppliers can be added later with `npm run supplier:add`).
 */
export const suppliersStep: FirstDeployStep = {
  name: 'suppliers',
  async run({ input }) {
    const suppliers = input.suppliers ?? [];
    if (suppliers.length === 0) return { written: 0, summary: 'nothing to store (no --suppliers file)' };
    let added = 0;
    for (const supplier of suppliers) if (await addSupplierOnce(supplier)) added += 1;
    if (added === 0) return alreadyPresent(`(${suppliers.length} suppliers)`);
    // A supplier is two records: its user and its profile.
    return {
      written: added * 2,
      summary: `${added} suppliers added, ${suppliers.length - added} already present`,
    };
  },
};
