import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { createSaleFileUploadUrl, uploadSaleFile } from '../../../shared/domain/sale-files/sale-files';
import { findByEmailOrPhone, USER } from '../../../shared/domain/users/users';
import { UPLOAD_EXAMPLE_CONTENT } from '../../openapi/request-examples';
import { demoRoleEmail } from './people';
import { createDemoDeletableSale } from './sale-removal';

/** A sale of its own, seen by the demo sales director (who initialised it). */
async function directorSale() {
  const { sale_id } = await createDemoDeletableSale();
  const director = await findByEmailOrPhone(USER, demoRoleEmail('sales_director'));
  if (!director) throw new Error('the demo sales director is missing: start again without --data');
  return { sale_id, viewer: await readStaffCaller(director.id) };
}

/**
 * A presigned sale file upload whose bytes are already PUT, for the upload-file example to complete
 * (`POST {base_url}/local/sale-files/staged`): an upload is completed once, so each run makes its own.
 */
export async function createDemoStagedSaleFile(): Promise<{ sale_id: number; upload_id: string }> {
  const { sale_id, viewer } = await directorSale();
  const slot = await createSaleFileUploadUrl(viewer, sale_id, {
    file_name: 'Signed contract.txt',
    size: Buffer.byteLength(UPLOAD_EXAMPLE_CONTENT),
    mime_type: 'text/plain',
  });
  // What a client app does with the answer: PUT the bytes to the URL with the headers given.
  const put = await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: UPLOAD_EXAMPLE_CONTENT });
  if (!put.ok) throw new Error(`the staged upload's PUT answered ${put.status}`);
  return { sale_id, upload_id: slot.upload_id };
}

/** A sale with one filed document, for the delete-file example (`POST {base_url}/local/sale-files/filed`). */
export async function createDemoFiledSaleFile(): Promise<{ sale_id: number; file_id: number }> {
  const { sale_id, viewer } = await directorSale();
  const content = Buffer.from('Initial approval of the financing, ref. 4471.');
  const file = await uploadSaleFile(viewer, sale_id, {
    file: {
      filename: 'Bank initial approval.txt',
      mimetype: 'text/plain',
      size: content.length,
      truncated: false,
      content,
    },
    category: 'bank_letter',
  });
  return { sale_id, file_id: file.id };
}
