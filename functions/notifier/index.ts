import { pushDevicesOf } from '../../shared/domain/notifications/push-devices';
import { awsTransport } from '../../shared/notifications/aws-transport';
import { createNotifier } from '../../shared/notifications/notifier';

/** Fed by the table's stream (INSERTs of outbox messages only): SMS through SNS, e-mail through SES. */
export const handler = createNotifier(
  // A push goes to the staff member's devices as they are when it is sent: a token moved since the
  // message was queued goes to its new owner only.
  awsTransport(async (userId) => (await pushDevicesOf(userId)).devices),
);
