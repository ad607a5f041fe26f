import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-files, on the demo data of `npm start`.
 * The upload completes a presigned upload whose bytes the local stack PUT for it (its third shape;
 * the multipart and the upload-URL shapes are in docs/staff-surface.md and the contract tests); the
 * delete removes a file filed for it. Each on a sale of its own (`localFixture`), made afresh per
 * run: an upload completes once, a file is deleted once.
 */
export const examples: ModuleExamples = {
  staffUploadSaleFile: {
    path: { sale_id: '{fixture:sale_id}' },
    body: { upload_id: '{fixture:upload_id}', category: 'signed_contract', name: 'Signed contract.txt' },
    localFixture: 'sale-files/staged',
  },
  staffDeleteSaleFile: {
    path: { sale_id: '{fixture:sale_id}', file_id: '{fixture:file_id}' },
    localFixture: 'sale-files/filed',
  },
};
