import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of client/saleable-details, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  clientListSaleableDetails: {
    query: { project_id: '1', rooms: '2', min_price: '800000', max_price: '1000000' },
  },
  clientShowSaleableDetail: { path: { unit_id: '1' } },
  clientSaleableDetailFiles: { path: { unit_id: '1' } },
};
