import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** The demo employee's salary certificate (request 1, approved and rendered by the seed), read as the demo admin. */
export const examples: ModuleExamples = {
  staffShowSelfServiceDownload: { path: { id: '1' } },
};
