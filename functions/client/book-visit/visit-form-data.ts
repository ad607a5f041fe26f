import { visitFormData } from '../../../shared/domain/visits/visits';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET /client/book-visit/get-form-data: the projects and the slot rules. */
export const clientVisitFormData = defineOperation(
  {
    method: 'GET',
    path: '/book-visit/get-form-data',
    operationId: 'clientVisitFormData',
    summary: 'book visit: get-form-data',
    response: { kind: 'single', record: 'VisitFormData' },
  },
  async () => single(await visitFormData()),
);
