import { acceptanceFormData } from '../../../shared/domain/acceptances/acceptance-queries';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** POST {system_user_url}/acceptances/get-form-data (POST, as the catalogue has it): the index's tabs and filter values. */
export const staffAcceptanceFormData = defineOperation(
  {
    method: 'POST',
    path: '/acceptances/get-form-data',
    operationId: 'staffAcceptanceFormData',
    summary: 'Acceptance: get acceptance form data',
    response: { kind: 'single', record: 'AcceptanceFormData' },
  },
  async () => single(await acceptanceFormData()),
);
