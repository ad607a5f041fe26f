import { describe, expect, it } from 'vitest';
import { roleAbilities } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { printVariables } from '../../../shared/domain/prints/print-variables';
import { PrintLayouts, PrintVariables, WatermarkSettings } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const base = `${systemUserUrl}/sales-support/print-templates`;
const headers = async (
  abilities: string[] = ['sales.print-templates.view'],
  extra: Record<string, string> = {},
) => {
  const token = await issueAccessToken('user', 1, abilities);
  return keyHeaders({ Authorization: `Bearer ${token.plainText}`, ...extra });
};

describe('Print Templates (sales-support)', () => {
  it('get layouts: A4, A5 and Letter, one default layout, names in the request language', async () => {
    const english = expectSingle(
      (await call(`${base}/layouts`, { headers: await headers() })).body,
      PrintLayouts,
    );
    expect(english.papers).toEqual(['A4', 'A5', 'Letter']);
    expect(english.layouts.filter((layout) => layout.is_default).map((layout) => layout.key)).toEqual([
      'a4-portrait',
    ]);
    expect(english.layouts[0]?.margins_mm).toEqual({ top: 25, right: 18, bottom: 20, left: 18 });
    const arabic = expectSingle(
      (await call(`${base}/layouts`, { headers: await headers(undefined, { 'Accept-Language': 'ar' }) }))
        .body,
      PrintLayouts,
    );
    expect(arabic.layouts[0]?.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('get variables: the booking offer registry, typed, with labels in the request language and samples', async () => {
    const response = await call(`${base}/variables?document_type=booking_offer`, {
      headers: await headers(undefined, { 'Accept-Language': 'ar' }),
    });
    expect(response.status).toBe(200);
    const answer = expectSingle(response.body, PrintVariables);
    expect(answer.document_type).toBe('booking_offer');
    expect(answer.variables.map((entry) => entry.key)).toEqual(
      printVariables.booking_offer.map((entry) => entry.key),
    );
    const total = answer.variables.find((entry) => entry.key === 'offer.total');
    expect(total).toMatchObject({ type: 'money', label: 'الإجمالي', label_en: 'Total' });
  });

  it('get variables: 422 without a document type or with an unknown one', async () => {
    const missing = await call(`${base}/variables`, { headers: await headers() });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: 'The document type field is required.',
      errors: { document_type: ['The document type field is required.'] },
    });
    const unknown = await call(`${base}/variables?document_type=spaceship`, { headers: await headers() });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.document_type).toEqual(['The selected document type is invalid.']);
  });

  it('watermark settings: the current mode, opacity and angle, and the draft and cancelled stamps', async () => {
    const response = await call(`${base}/watermark-settings`, {
      headers: await headers(undefined, { 'Accept-Language': 'ar' }),
    });
    const settings = expectSingle(response.body, WatermarkSettings);
    expect(settings.mode).toBe('text');
    expect(settings.stamps.draft).toEqual({ text: 'مسودة', text_ar: 'مسودة', text_en: 'DRAFT' });
    expect(settings.stamps.cancelled.text_en).toBe('CANCELLED');
  });

  it('needs a staff bearer holding sales.print-templates.view, which the sales roles hold', async () => {
    for (const path of ['layouts', 'variables?document_type=booking_offer', 'watermark-settings']) {
      expect((await call(`${base}/${path}`, { headers: keyHeaders() })).status).toBe(401);
      const other = await call(`${base}/${path}`, { headers: await headers(['crm.leads.view']) });
      expect(other.status).toBe(403);
      expect(other.body).toEqual({ message: 'This action is unauthorized.' });
    }
    for (const role of ['sales_agent', 'sales_manager', 'sales_director'])
      expect(roleAbilities[role], role).toContain('sales.print-templates.view');
  });
});
