import { qualificationFormData } from '../../../shared/domain/qualifications/qualification-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/qualification-requests/get-create-data: the banks and the employer types. */
export const systemQualificationFormData = defineOperation(
  {
    method: 'GET',
    path: '/qualification-requests/get-create-data',
    operationId: 'systemQualificationFormData',
    summary: 'qualification-requests: get-create-data',
    response: { kind: 'single', record: 'QualificationFormData' },
  },
  async () => single(qualificationFormData()),
);
