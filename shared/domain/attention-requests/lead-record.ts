import { loadEntities } from '../../db/entity-store';
import { PROJECT, projectSimple } from '../projects/projects';
import { USER, userSimple } from '../users/users';
import { type AttentionRequestEntity, attentionRequestRecords } from './attention-requests';
import { leadStatusOf } from './lead-writes';

/**
 * Leads as the staff surface shows them: the enquiry record every surface shares, plus who the
 * lead is, where it stands and who works it. Enquiries stored without the staff fields (client
 * app, system surface) read as `new`, unassigned, with their client's name and phone and their
 * first project.
 */
export async function leadRecords(leads: AttentionRequestEntity[]) {
  const [enquiries, loaded] = await Promise.all([
    attentionRequestRecords(leads),
    loadEntities(
      leads.flatMap((lead) => [
        { type: USER, id: lead.sale_support_user_id },
        { type: PROJECT, id: lead.project_id ?? lead.project_ids[0] },
      ]),
    ),
  ]);
  return Promise.all(
    leads.map(async (lead, index) => {
      const enquiry = enquiries[index] as (typeof enquiries)[number];
      const projectId = lead.project_id ?? lead.project_ids[0] ?? null;
      const project = loaded.get(PROJECT, projectId);
      return {
        ...enquiry,
        name: lead.name ?? enquiry.client?.name ?? null,
        phone: lead.phone ?? enquiry.client?.phone ?? null,
        other_phone: lead.other_phone ?? null,
        email: lead.email ?? enquiry.client?.email ?? null,
        project_id: projectId,
        project: project ? await projectSimple(project) : null,
        status: leadStatusOf(lead),
        sale_support_user_id: lead.sale_support_user_id ?? null,
        sale_support_user: userSimple(loaded.get(USER, lead.sale_support_user_id)),
        department_id: lead.department_id ?? null,
        next_follow_up_at: lead.next_follow_up_at ?? null,
        last_contacted_at: lead.last_contacted_at ?? null,
        lost_reason: lead.lost_reason ?? null,
        follow_ups_count: lead.follow_ups_count ?? 0,
        updated_at: lead.updated_at,
      };
    }),
  );
}
