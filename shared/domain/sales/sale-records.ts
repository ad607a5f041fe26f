import { loadEntities } from '../../db/entity-store';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
import { UNIT, unitSimple } from '../units/units';
import { type SaleEntity, saleSimple } from './sales';

/**
 * Sales as records: the SaleSimple fields, when each was made, and its unit, building and project.
 * The back office also sees the buyer (`client_id`, `client`); a client, looking at their own, does not.
 */
export async function saleRecords(sales: SaleEntity[], options: { withBuyer: boolean }) {
  const loaded = await loadEntities(
    sales.flatMap((sale) => [
      { type: UNIT, id: sale.unit_id },
      { type: BUILDING, id: sale.building_id },
      { type: PROJECT, id: sale.project_id },
      ...(options.withBuyer ? [{ type: CLIENT, id: sale.client_id ?? null }] : []),
    ]),
  );
  return Promise.all(
    sales.map(async (sale) => ({
      ...saleSimple(sale),
      ...(options.withBuyer ? { client_id: sale.client_id ?? null } : {}),
      created_at: sale.created_at,
      unit: unitSimple(loaded.get(UNIT, sale.unit_id)),
      building: buildingSimple(loaded.get(BUILDING, sale.building_id)),
      project: await projectSimple(loaded.get(PROJECT, sale.project_id)),
      ...(options.withBuyer ? { client: clientSimple(loaded.get(CLIENT, sale.client_id ?? null)) } : {}),
    })),
  );
}
