import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-files, on the demo data of `npm start`.
 * The upload completes a presigned upload whose bytes the local stack PUT for it (its third shape;
 * the multipart and the upload-URL shapes are in docs/staff-surface.md and the contract tests); the
 * delete removes a file filed for it. Each on a sale of its own (`localFixture`), made afresh per
 * run: an upload completes once, a file is deleted once.
 */
/** A sale with a presigned upload staged (its bytes PUT), and one with a file filed. */
export const fixtures: LocalFixtures = {
  'sale-files/staged': async () =>
    (await import('../../../infra/local/seed/sale-files')).createDemoStagedSaleFile(),
  'sale-files/filed': async () =>
    (await import('../../../infra/local/seed/sale-files')).createDemoFiledSaleFile(),
};

export const examples: ModuleExamples = {
  staffUploadSaleFile: {
    path: { sale_id: '{fixture:sale_id}' },
    body: { upload_id: '{fixture:upload_id}', category: 'signed_contract', name: 'Signed contract.txt' },
    localFixture: 'sale-files/staged',
    postman: {
      path: { sale_id: '{{staged_file_sale_id}}' },
      body: { upload_id: '{{staged_upload_id}}' },
      prerequest: fromLocalFixture('sale-files/staged', {
        staged_file_sale_id: 'sale_id',
        staged_upload_id: 'upload_id',
      }),
    },
  },
  staffDeleteSaleFile: {
    path: { sale_id: '{fixture:sale_id}', file_id: '{fixture:file_id}' },
    localFixture: 'sale-files/filed',
    postman: {
      path: { sale_id: '{{filed_file_sale_id}}', file_id: '{{filed_file_id}}' },
      prerequest: fromLocalFixture('sale-files/filed', {
        filed_file_sale_id: 'sale_id',
        filed_file_id: 'file_id',
      }),
    },
  },
};
