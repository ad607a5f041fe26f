import { countsOf, listPage, loadEntities } from '../../db/entity-store';
import { paginate } from '../../http/pagination';
import { PROJECT, type ProjectEntity, projectRecord, projectRefs } from './projects';

/** A page of full Project records (nested users, land owner and the sixteen counters), newest first. */
export async function listProjects(options: { page: number; perPage: number; path: string }) {
  const { items, total } = await listPage<ProjectEntity>(PROJECT, options.page, options.perPage);
  const [loaded, counts] = await Promise.all([
    loadEntities(items.flatMap(projectRefs)),
    countsOf(items.map((project) => ({ type: PROJECT, id: project.id }))),
  ]);
  const records = await Promise.all(
    items.map((project) => projectRecord(project, loaded, counts.get({ type: PROJECT, id: project.id }))),
  );
  return paginate(records, { ...options, total });
}
