import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { requireEnv } from '../config/env';
import type { Transport } from './notifier';

// Created once per container.
const sns = new SNSClient({});
const ses = new SESv2Client({});

/** SMS through SNS (transactional), e-mail through SES from MAIL_FROM. */
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
