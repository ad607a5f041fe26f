import type { ResourceModule } from '../../../shared/http/route';

export const systemProjects = {
  surface: 'system',
  resource: 'projects',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/projects',
      operationId: 'systemListProjects',
      summary: 'Projects: index',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/projects/small-data',
      operationId: 'systemListProjectsSmallData',
      summary: 'Projects: index small data',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/projects/{project_id}',
      operationId: 'systemShowProject',
      summary: 'Projects: show',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
