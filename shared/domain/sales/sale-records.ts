import { loadEntities } from '../../db/entity-store';
import { clientSimple } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { BUILDING, buildingSimple, PROJECT, type ProjectEntity, projectSimple } from '../projects/projects';
import { UNIT, unitSimple } from '../units/units';
import { type SaleEntity, saleSimple } from './sales';

/**
 * Sales as records: the SaleSimple fields, when each was made, and its unit, building and project.
 * The back office also sees the buyer (`client_id`, `client`); a client, looking at their own, does not.
 */
export async function saleRecords(sales: SaleEntity[], options: { withBuyer: boolean }) {
  const loaded = await loadEntities(
    sales.flatMap((sale) => [
      { type: UNIT, id: sale.unit_id as number | null },
      { type: BUILDING, id: sale.building_id as number | null },
      { type: PROJECT, id: sale.project_id as number | null },
      ...(options.withBuyer ? [{ type: CLIENT, id: sale.client_id ?? null }] : []),
    ]),
  );
  return Promise.all(
    sales.map(async (sale) => ({
      ...saleSimple(sale),
      ...(options.withBuyer ? { client_id: sale.client_id ?? null } : {}),
      created_at: sale.created_at,
      unit: unitSimple(loaded.get(UNIT, sale.unit_id as number | null)),
      building: buildingSimple(loaded.get(BUILDING, sale.building_id as number | null)),
      project: await projectSimple(loaded.get<ProjectEntity>(PROJECT, sale.project_id as number | null)),
      ...(options.withBuyer
        ? { client: clientSimple(loaded.get<ClientEntity>(CLIENT, sale.client_id ?? null)) }
        : {}),
    })),
  );
}
