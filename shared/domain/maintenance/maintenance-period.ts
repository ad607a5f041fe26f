import { linkedIds, loadEntities } from '../../db/entity-store';
import { CLIENT } from '../clients/clients';
import { SALE } from '../sales/sales';

/** Months of free maintenance when the sale does not state its own (STAFF-DOMAIN 6.9: a project default). */
export const DEFAULT_MAINTENANCE_MONTHS = 12;

/** Where the request's unit stands against the maintenance period of the sale that sold it to the client. */
export interface MaintenancePeriod {
  sale_id: number | null;
  ends_at: string | null;
  inside: boolean;
}

/** The instant `months` calendar months after `iso` (UTC). */
export function addMonths(iso: string, months: number): Date {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/**
 * The maintenance period of a request's unit, from the client's sale of that unit: it starts at the
 * sale's `delivered_at` (its creation until the unit is delivered) and lasts `maintenance_months`
 * (default 12). A request without a sold unit of the client's is outside any period.
 */
export async function maintenancePeriodOf(
  request: { client_id: number; unit_id: number | null },
  now = new Date(),
): Promise<MaintenancePeriod> {
  if (request.unit_id === null) return { sale_id: null, ends_at: null, inside: false };
  const saleIds = await linkedIds({ type: CLIENT, id: request.client_id }, SALE);
  const loaded = await loadEntities(saleIds.map((id) => ({ type: SALE, id })));
  const sale = loaded
    .list(SALE, saleIds)
    .filter((candidate) => candidate.unit_id === request.unit_id)
    .sort((a, b) => b.id - a.id)[0];
  if (!sale) return { sale_id: null, ends_at: null, inside: false };
  const ends = addMonths(
    sale.delivered_at ?? sale.created_at,
    sale.maintenance_months ?? DEFAULT_MAINTENANCE_MONTHS,
  );
  return { sale_id: sale.id, ends_at: ends.toISOString(), inside: now < ends };
}
