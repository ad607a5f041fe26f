import * as z from 'zod/mini';
import { markNotificationRead } from '../../../shared/domain/notifications/own-notifications';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

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
    single(await markNotificationRead(staffCaller(request).id, params.notification_id, request.locale)),
);
