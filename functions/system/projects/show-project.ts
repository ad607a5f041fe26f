import * as z from 'zod/mini';
import { showProject } from '../../../shared/domain/projects/list-projects';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/projects/{project_id}: one full Project record, as the complaint form data lists them. */
export const systemShowProject = defineOperation(
  {
    method: 'GET',
    path: '/projects/{project_id}',
    operationId: 'systemShowProject',
    summary: 'Projects: show',
    response: { kind: 'single', record: 'Project' },
    params: z.object({ project_id: idParameter() }),
  },
  async ({ params }) => single(await showProject(params.project_id)),
);
