import './quiet-sdk-notice';
import { parseArgs } from 'node:util';
import { useOperatorRegion } from './operator-region';

const USAGE = `usage: npm run supplier:add -- --table <TableName output> --name <name> --email <e-mail>
  --cr <10-digit CR or 700-number> [--vat <15 digits>] [--iban <SA...>] [--address <national address>]
  [--categories 1,2] [--phone <digits>] [--stage <stage>] [--region <region>]`;

/**
 * `npm run supplier:add -- --table <TableName output> --name "Gulf Supplies" --email o@gulf.example
 *  --cr 7009988776 --vat 300998877600003 --categories 1,2`
 *
 * Adds one supplier (a user without roles and its supplier profile) to a deployed stage's table
 * through the domain (shared/domain/purchasing/add-supplier.ts), as first-deploy's `--suppliers`
 * file does: the catalogue has no supplier operation. A registration number already known is
 * reported and nothing is written.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      table: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      cr: { type: 'string' },
      vat: { type: 'string' },
      iban: { type: 'string' },
      address: { type: 'string' },
      categories: { type: 'string' },
      phone: { type: 'string' },
      stage: { type: 'string' },
      region: { type: 'string' },
    },
  });
  if (!values.table || !values.name || !values.email || !values.cr) throw new Error(USAGE);
  process.env.TABLE_NAME = values.table;
  useOperatorRegion({ region: values.region, stage: values.stage });
  // The data layer reads the region and the table when it is loaded: only now.
  const { addSupplierOnce } = await import('./first-deploy/suppliers-step');
  const added = await addSupplierOnce({
    name: values.name,
    email: values.email,
    cr_number: values.cr,
    vat_number: values.vat ?? null,
    iban: values.iban ?? null,
    national_address: values.address ?? null,
    phone: values.phone ? Number(values.phone) : null,
    material_category_ids: (values.categories ?? '')
      .split(',')
      .filter(Boolean)
      .map((id) => Number(id.trim())),
  });
  console.log(
    added
      ? `[supplier:add] added ${values.name} (${values.cr})`
      : `[supplier:add] a supplier with registration ${values.cr} exists: nothing written`,
  );
}

main().catch((error: Error) => {
  console.error(`[supplier:add] ${error.message}`);
  process.exit(1);
});
