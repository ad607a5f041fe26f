import { countsOf, getEntity, listPage, loadEntities } from '../../db/entity-store';
import type { PageRequest } from '../lists';
import { PROJECT, type ProjectEntity, projectRecord, projectRefs, projectSimple } from './projects';

/** Full Project records (nested users, land owner and the sixteen counters), in two batches. */
export async function projectRecords(projects: ProjectEntity[]) {
  const [loaded, counts] = await Promise.all([
    loadEntities(projects.flatMap(projectRefs)),
    countsOf(projects.map((project) => ({ type: PROJECT, id: project.id }))),
  ]);
  return Promise.all(
    projects.map((project) => projectRecord(project, loaded, counts.get({ type: PROJECT, id: project.id }))),
  );
}

export interface ProjectFilters {
  status?: string | undefined;
  type?: string | undefined;
}

/** A page of full Project records, newest first, optionally of one status and one type. */
export async function listProjects(options: PageRequest & { filters?: ProjectFilters }) {
  const { items, total } = await listPage(PROJECT, options.page, options.perPage, {
    filters: { status: options.filters?.status, type: options.filters?.type },
  });
  return { items: await projectRecords(items), total };
}

/** A page of projects as ProjectSimple (for pickers), newest first. */
export async function listProjectSummaries(options: PageRequest) {
  const { items, total } = await listPage(PROJECT, options.page, options.perPage);
  const records = await Promise.all(items.map(projectSimple));
  return { items: records, total };
}

/** One full Project record, or 404. */
export async function showProject(id: number) {
  const project = await getEntity(PROJECT, id, 'project');
  const [record] = await projectRecords([project]);
  return record;
}
