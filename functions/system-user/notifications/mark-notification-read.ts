import * as z from 'zod/mini';
import { markNotificationRead } from '../../../shared/domain/notifications/own-notifications';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

/** POST {system_user_url}/notifications/{notification_id}/mark-as-read: one of the caller's own (else 404); idempotent. */
export const staffMarkNotificationRead = defineOperation(
  {
    method: 'POST',
    path: '/notifications/{notification_id}/mark-as-read',
    operationId: 'staffMarkNotificationRead',
    summary: 'Notifications: mark-as-read',
    response: { kind: 'single', record: 'StaffNotification' },
    params: z.object({ notification_id: idParameter() }),
  },
  async ({ params, request }) =>
    single(await markNotificationRead(requestToken(request).ownerId, params.notification_id, request.locale)),
);
