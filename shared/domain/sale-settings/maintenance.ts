import { updateEntity } from '../../db/entity-store';
import { ConflictError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { addMonths, DEFAULT_MAINTENANCE_MONTHS } from '../maintenance/maintenance-period';
import { SALE, type SaleEntity } from '../sales/sales';
import { settingsSale } from './settings-sale';

/** The longest maintenance period a sale may state, in months (ten years). */
export const MAX_MAINTENANCE_MONTHS = 120;

function maintenanceOnWire(sale: SaleEntity) {
  const months = sale.maintenance_months ?? DEFAULT_MAINTENANCE_MONTHS;
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    maintenance_months: months,
    default_months: DEFAULT_MAINTENANCE_MONTHS,
    delivered_at: sale.delivered_at ?? null,
    // The period starts at delivery (STAFF-DOMAIN 6.9): no end before the unit is handed over.
    maintenance_ends_at: sale.delivered_at ? addMonths(sale.delivered_at, months).toISOString() : null,
  };
}

/**
 * Sets a sale's maintenance period in months (from delivery; the default when never set), written
 * under the sale version read (a concurrent change: 409). A cancelled sale has none to set: 409.
 */
export async function setSaleMaintenancePeriod(viewer: StaffCaller, saleId: number, months: number) {
  const sale = await settingsSale(viewer, saleId);
  if (sale.status === 'cancelled') throw new ConflictError('sale_settings.sale_cancelled');
  const updated = await updateEntity(
    SALE,
    sale.id,
    { maintenance_months: months },
    { recordName: 'sale', current: sale, expectedVersion: sale.version },
  );
  return maintenanceOnWire(updated);
}
