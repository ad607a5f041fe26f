import * as z from 'zod/mini';
import { PUSH_PLATFORMS, registerPushToken } from '../../../shared/domain/notifications/push-devices';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * POST {system_user_url}/update-push-notification-token: registers the caller's device token for
 * push (ios, android or web); a token moves to whoever registers it last. Pushes reach the device in
 * the language of this request.
 */
export const staffUpdatePushNotificationToken = defineOperation(
  {
    method: 'POST',
    path: '/update-push-notification-token',
    operationId: 'staffUpdatePushNotificationToken',
    summary: 'Auth: update push-notification token',
    access: { kind: 'staff', ability: 'core.account.use' },
    response: { kind: 'single', record: 'PushTokenRegistered', conflict: true },
    body: z.object({ token: requiredText(4096), platform: z.enum(PUSH_PLATFORMS) }),
  },
  async ({ body, request }) =>
    single(await registerPushToken(staffCaller(request).id, body.token, body.platform, request.locale)),
);
