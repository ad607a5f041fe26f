import type { Locale } from '../i18n';

/**
 * What the transport knows of a device: the domain stores and registers devices
 * (shared/domain/notifications/push-devices.ts) and hands them to the transport, which imports
 * nothing of the domain.
 */
export const PUSH_PLATFORMS = ['ios', 'android', 'web'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/** A device that receives a staff member's pushes, in the language it registered in. */
export interface PushDevice {
  token_hash: string;
  token: string;
  platform: PushPlatform;
  locale: Locale;
  registered_at: string;
}
