import { selfServiceFormData } from '../../../shared/domain/self-service/self-service-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/hr/self-service/get-form-data: the request types, the banks a bank account
 * change may name (the solvency form's list) and the letters' languages.
 */
export const staffSelfServiceFormData = defineOperation(
  {
    method: 'GET',
    path: '/hr/self-service/get-form-data',
    operationId: 'staffSelfServiceFormData',
    summary: 'Hr: self-service get form data',
    response: { kind: 'single', record: 'SelfServiceFormData' },
  },
  async ({ request }) => single(await selfServiceFormData(request.locale)),
);
