import { companyInfo } from '../../../shared/domain/company/company-info';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/company-info: the company's names, commercial registration and VAT numbers,
 * national address, logo (a short-lived download URL) and bank accounts, in the request's language.
 */
export const staffCompanyInfo = defineOperation(
  {
    method: 'GET',
    path: '/company-info',
    operationId: 'staffCompanyInfo',
    summary: 'company-info',
    response: { kind: 'single', record: 'CompanyInfo' },
  },
  async ({ request }) => single(await companyInfo(request.locale)),
);
