import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { requireEnv } from '../config/env';
import type { Transport } from './notifier';
import type { PushDevice } from './push-device';
import { sendPush } from './push-transport';
import { rawEmail } from './raw-email';

// Created once per container.
const sns = new SNSClient({});
const ses = new SESv2Client({});

/**
 * SMS through SNS (transactional), push through SNS mobile push to the devices `devicesOf` reads,
 * e-mail through SES from MAIL_FROM (with attachments read from the bucket, as a raw MIME message). The devices come from the caller (the notifier function reads
 * them through the domain), so the transport imports nothing of the domain.
 */
export function awsTransport(devicesOf: (userId: number) => Promise<PushDevice[]>): Transport {
  // Read when the notifier starts: a stage without its sender fails at the cold start, not at the
  // first e-mail (the bundling test loads the notifier with its own environment).
  const mailFrom = requireEnv('MAIL_FROM');
  return {
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
        await sendPush(sns, await devicesOf(message.user_id), message);
        return;
      }
      // With files, the message goes raw (MIME built here); SES v2 authorizes a raw send with
      // ses:SendEmail as it does a simple one (v2 has no SendRawEmail action).
      if (message.attachments?.length) {
        await ses.send(
          new SendEmailCommand({
            FromEmailAddress: mailFrom,
            Destination: { ToAddresses: [message.to] },
            Content: { Raw: { Data: await rawEmail(message, mailFrom) } },
          }),
        );
        return;
      }
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: mailFrom,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: { Subject: { Data: message.subject }, Body: { Text: { Data: message.body } } },
          },
        }),
      );
    },
  };
}
