import { readFileSync } from 'node:fs';
import type { PurchasingSettings } from '../../shared/domain/purchasing/purchasing-settings';
import type { WarehouseInput } from '../../shared/domain/warehouse/add-warehouse';

const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/**
 * The warehouses of a JSON file: an array of `{ name_ar, name_en?, kind: "main" | "site",
 * project_id? }` (docs/operations-runbook.md, "Warehouses and tolerances"). The domain checks each
 * field when it adds the warehouse; here only the file's shape.
 */
export function warehousesFile(path: string): WarehouseInput[] {
  const parsed = json(path);
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a JSON array of warehouses`);
  return parsed.map((entry, index) => {
    const warehouse = entry as Partial<WarehouseInput>;
    if (typeof warehouse.name_ar !== 'string' || typeof warehouse.kind !== 'string')
      throw new Error(`${path}: warehouse ${index + 1} needs name_ar and kind (text)`);
    return warehouse as WarehouseInput;
  });
}

const TOLERANCES = [
  'over_receipt_allowance_pct',
  'over_billing_allowance_pct',
  'price_tolerance_pct',
] as const;

/**
 * The purchasing tolerances of a JSON file: `{ over_receipt_allowance_pct?, over_billing_allowance_pct?,
 * price_tolerance_pct? }`, each a percent from 0 to 100; a missing one is 0.
 */
export function tolerancesFile(path: string): Partial<PurchasingSettings> {
  const parsed = json(path) as Record<string, unknown>;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${path}: expected a JSON object of tolerances`);
  const unknown = Object.keys(parsed).filter((name) => !(TOLERANCES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`${path}: unknown tolerance ${unknown.join(', ')}`);
  for (const name of TOLERANCES) {
    const value = parsed[name];
    if (value !== undefined && (typeof value !== 'number' || value < 0 || value > 100))
      throw new Error(`${path}: ${name} must be a percent from 0 to 100`);
  }
  return parsed as Partial<PurchasingSettings>;
}
