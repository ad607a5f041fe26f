import { listLeads } from '../attention-requests/staff-leads';
import type { StaffCaller } from '../callers/callers';
import type { PageRequest } from '../lists';
import { browsableProject } from './browse-scope';

export interface ProjectLeadFilters {
  status?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  search?: string | undefined;
}

/**
 * A project's leads (404 for a project out of view) through the staff leads index and its row
 * scope: an agent their own leads of the project, a projects scope or an `all` scope every lead
 * of the project (with `status`), always with creation days or `search`. A combination the lead
 * lists do not serve is the leads index's 422 on `filters`.
 */
export async function listProjectLeads(
  viewer: StaffCaller,
  projectId: number,
  options: PageRequest & { filters: ProjectLeadFilters },
) {
  const project = await browsableProject(viewer, projectId);
  return listLeads(viewer, { ...options, filters: { ...options.filters, project_id: project.id } });
}
