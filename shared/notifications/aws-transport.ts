import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { requireEnv } from '../config/env';
import { pushDevicesOf } from '../domain/notifications/push-devices';
import type { Transport } from './notifier';
import { sendPush } from './push-transport';

// Created once per container.
const sns = new SNSClient({});
const ses = new SESv2Client({});

/** SMS through SNS (transactional), push through SNS mobile push, e-mail through SES from MAIL_FROM. */
export const awsTransport: Transport = {
  async deliver(message) {
    if (message.channel === 'sms') {
      await sns.send(
        new PublishCommand({
          PhoneNumber: message.to,
          Message: message.body,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
          },
        }),
      );
      return;
    }
    if (message.channel === 'push') {
      // The staff member's devices as they are now: a token moved since the message was queued goes to its new owner only.
      const { devices } = await pushDevicesOf(message.user_id);
      await sendPush(sns, devices, message);
      return;
    }
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: requireEnv('MAIL_FROM'),
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: { Subject: { Data: message.subject }, Body: { Text: { Data: message.body } } },
        },
      }),
    );
  },
};
