import { awsTransport } from '../../shared/notifications/aws-transport';
import { createNotifier } from '../../shared/notifications/notifier';

/** Fed by the table's stream (INSERTs of outbox messages only): SMS through SNS, e-mail through SES. */
export const handler = createNotifier(awsTransport);
