import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListProjects } from './list-projects';
import { systemListProjectsSmallData } from './list-projects-small-data';
import { systemShowProject } from './show-project';

/** system/projects: one Lambda serving these operations. */
export const systemProjects = defineModule({
  surface: 'system',
  resource: 'projects',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [systemListProjects, systemListProjectsSmallData, systemShowProject],
});

export const handler = resourceHandler(systemProjects);
