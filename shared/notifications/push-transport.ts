import {
  CreatePlatformEndpointCommand,
  EndpointDisabledException,
  PublishCommand,
  type SNSClient,
} from '@aws-sdk/client-sns';
import type { PushDevice, PushPlatform } from './push-device';

/** A push as the notifier queues it: texts in both languages, the deep-link data. */
export interface PushContent {
  title: { en: string; ar: string };
  body: { en: string; ar: string };
  data: Record<string, string>;
}

/**
 * The SNS platform application of each device platform (`PUSH_APPLICATIONS`, JSON from the stage's
 * configuration): an FCM application serves android, web and (through FCM) ios; an APNs one ios.
 */
export function pushApplications(): Partial<Record<PushPlatform, string>> {
  const raw = process.env.PUSH_APPLICATIONS;
  return raw ? (JSON.parse(raw) as Partial<Record<PushPlatform, string>>) : {};
}

/** SNS's message for one device: the payload its push service (FCM or APNs) reads, in its language. */
export function snsPushMessage(applicationArn: string, content: PushContent, device: PushDevice): string {
  const title = content.title[device.locale];
  const body = content.body[device.locale];
  const service = /:app\/([A-Z_]+)\//.exec(applicationArn)?.[1] ?? 'GCM';
  const payload =
    service === 'GCM'
      ? { fcmV1Message: { message: { notification: { title, body }, data: content.data } } }
      : { aps: { alert: { title, body }, sound: 'default' }, ...content.data };
  return JSON.stringify({ default: body, [service]: JSON.stringify(payload) });
}

/**
 * Sends a push to each device through SNS mobile push: the device's platform endpoint (created on
 * first use; SNS answers the same endpoint for the same token), then one publish. A device whose
 * endpoint SNS disabled (an app removed) is skipped; any other failure throws, so the stream retries.
 */
export async function sendPush(sns: SNSClient, devices: PushDevice[], content: PushContent): Promise<number> {
  const applications = pushApplications();
  let sent = 0;
  for (const device of devices) {
    const applicationArn = applications[device.platform];
    // A stage without an application for this platform has nowhere to send it.
    if (!applicationArn) continue;
    const endpoint = await sns.send(
      new CreatePlatformEndpointCommand({ PlatformApplicationArn: applicationArn, Token: device.token }),
    );
    try {
      await sns.send(
        new PublishCommand({
          TargetArn: endpoint.EndpointArn,
          MessageStructure: 'json',
          Message: snsPushMessage(applicationArn, content, device),
        }),
      );
      sent += 1;
    } catch (error) {
      if (!(error instanceof EndpointDisabledException)) throw error;
    }
  }
  return sent;
}
