import { watermarkSettingsView } from '../../../shared/domain/prints/watermark-settings';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/sales-support/print-templates/watermark-settings: the current watermark
 * (mode, text or image, opacity, angle, size) and the automatic draft and cancelled stamps.
 */
export const staffGetWatermarkSettings = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/print-templates/watermark-settings',
    operationId: 'staffGetWatermarkSettings',
    summary: 'Print Templates: watermark settings',
    response: { kind: 'single', record: 'WatermarkSettings' },
  },
  async ({ request }) => single(watermarkSettingsView(request.locale)),
);
