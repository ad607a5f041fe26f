import * as z from 'zod/mini';
import { showSelfServiceRequest } from '../../../shared/domain/self-service/self-service-views';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** GET {system_user_url}/hr/self-service/{id}: a request of the caller's own, or any for HR; 404 otherwise. */
export const staffShowMySelfService = defineOperation(
  {
    method: 'GET',
    path: '/hr/self-service/{id}',
    operationId: 'staffShowMySelfService',
    summary: 'Hr: self-service show my self service',
    response: { kind: 'single', record: 'SelfServiceRequest', notFound: true },
    params: z.object({ id: idParameter() }),
  },
  async ({ params, request }) =>
    single(await showSelfServiceRequest(staffCaller(request), params.id, request.locale)),
);
