import {
  CreatePlatformEndpointCommand,
  EndpointDisabledException,
  PublishCommand,
  type SNSClient,
} from '@aws-sdk/client-sns';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushDevice } from '../../../shared/notifications/push-device';
import { sendPush } from '../../../shared/notifications/push-transport';

const FCM = 'arn:aws:sns:me-south-1:111122223333:app/GCM/staff-app';
const APNS = 'arn:aws:sns:me-south-1:111122223333:app/APNS/staff-app';

const device = (
  token: string,
  platform: PushDevice['platform'],
  locale: PushDevice['locale'],
): PushDevice => ({
  token_hash: token,
  token,
  platform,
  locale,
  registered_at: '2026-11-24T05:00:00.000Z',
});

const content = {
  title: { en: 'Approval requested', ar: 'طلب موافقة' },
  body: { en: 'A discount waits.', ar: 'خصم بانتظارك.' },
  data: { notification_id: '7' },
};

/** SNS as the push service sees it: endpoints per token, publishes recorded; `disabled` tokens refuse. */
function fakeSns(disabled: string[] = []) {
  const published: Array<{ target: string; message: Record<string, string> }> = [];
  const client = {
    async send(command: unknown) {
      if (command instanceof CreatePlatformEndpointCommand) {
        return { EndpointArn: `${command.input.PlatformApplicationArn}/endpoint/${command.input.Token}` };
      }
      if (command instanceof PublishCommand) {
        const target = String(command.input.TargetArn);
        if (disabled.some((token) => target.endsWith(`/${token}`)))
          throw new EndpointDisabledException({ message: 'Endpoint is disabled', $metadata: {} });
        expect(command.input.MessageStructure).toBe('json');
        published.push({ target, message: JSON.parse(String(command.input.Message)) });
        return {};
      }
      throw new Error('unexpected command');
    },
  };
  return { client: client as unknown as SNSClient, published };
}

describe('push through SNS mobile push', () => {
  afterEach(() => {
    delete process.env.PUSH_APPLICATIONS;
  });

  it("sends each device its platform's payload in the language it registered in", async () => {
    process.env.PUSH_APPLICATIONS = JSON.stringify({ android: FCM, web: FCM, ios: APNS });
    const sns = fakeSns();
    const sent = await sendPush(
      sns.client,
      [device('a1', 'android', 'ar'), device('i1', 'ios', 'en')],
      content,
    );
    expect(sent).toBe(2);
    const [android, ios] = sns.published;
    expect(android?.target).toBe(`${FCM}/endpoint/a1`);
    expect(JSON.parse(android?.message.GCM ?? '')).toEqual({
      fcmV1Message: {
        message: { notification: { title: 'طلب موافقة', body: 'خصم بانتظارك.' }, data: content.data },
      },
    });
    expect(JSON.parse(ios?.message.APNS ?? '')).toEqual({
      aps: { alert: { title: 'Approval requested', body: 'A discount waits.' }, sound: 'default' },
      notification_id: '7',
    });
  });

  it('skips a disabled endpoint and a platform the stage has no application for', async () => {
    process.env.PUSH_APPLICATIONS = JSON.stringify({ android: FCM });
    const sns = fakeSns(['gone']);
    const devices = [
      device('gone', 'android', 'en'),
      device('w1', 'web', 'en'),
      device('a2', 'android', 'en'),
    ];
    expect(await sendPush(sns.client, devices, content)).toBe(1);
    expect(sns.published.map((push) => push.target)).toEqual([`${FCM}/endpoint/a2`]);
  });
});
