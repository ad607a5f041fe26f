import { loadEntities } from '../../db/entity-store';
import { downloadableFiles } from '../../files/files';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { sarOrNull } from '../money';
import { USER, userSimple } from '../users/users';
import { type MaintenanceRequestEntity, maintenanceRequestRecords } from './maintenance-requests';

/** The staff view of requests: the client's record plus project, assignment, cost, bill, client and technician. */
export async function staffMaintenanceRecords(requests: MaintenanceRequestEntity[]) {
  const [records, loaded] = await Promise.all([
    maintenanceRequestRecords(requests),
    loadEntities(
      requests.flatMap((request) => [
        { type: CLIENT, id: request.client_id },
        { type: USER, id: request.assigned_user_id },
      ]),
    ),
  ]);
  return Promise.all(
    requests.map(async (request, index) => {
      const invoice = request.invoice ?? null;
      return {
        ...records[index],
        project_id: request.project_id ?? null,
        assigned_user_id: request.assigned_user_id ?? null,
        department_id: request.department_id ?? null,
        cost: sarOrNull(request.cost),
        cost_reason: request.cost_reason ?? null,
        is_completed: request.is_completed ?? null,
        invoice: invoice && {
          invoice_number: invoice.invoice_number,
          invoice_date: invoice.invoice_date,
          amount: sarOrNull(invoice.amount),
          vat_rate: invoice.vat_rate,
          vat: sarOrNull(invoice.vat),
          total: sarOrNull(invoice.total),
          file: (await downloadableFiles([invoice.file]))[0] ?? null,
          stored_by_user_id: invoice.stored_by_user_id,
        },
        client: clientSimple(loaded.get(CLIENT, request.client_id)),
        assigned_user: userSimple(loaded.get(USER, request.assigned_user_id)),
      };
    }),
  );
}
