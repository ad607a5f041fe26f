import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attributeName, isMessageKey, translate } from '../../../shared/i18n';
import type * as visits from '../../../shared/i18n/messages/visits';

const areaFiles = readdirSync(new URL('../../../shared/i18n/messages/', import.meta.url)).filter((file) =>
  file.endsWith('.ts'),
);
const areas = await Promise.all(
  areaFiles.map(
    async (file) => [file, (await import(`../../../shared/i18n/messages/${file}`)) as typeof visits] as const,
  ),
);

describe('messages, split per area with typed keys', () => {
  it('holds every area to the same keys in English and Arabic, none defined by two areas', () => {
    const seen = new Map<string, string>();
    for (const [file, area] of areas) {
      expect(Object.keys(area.ar).sort(), file).toEqual(Object.keys(area.en).sort());
      for (const key of Object.keys(area.en)) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
  });

  it('refuses, at type-check time, a missing Arabic message and an unknown key', () => {
    // @ts-expect-error: an Arabic table must carry every key of its area.
    const incomplete: typeof visits.ar = { 'visits.in_past': 'x' };
    // @ts-expect-error: only known message keys translate.
    const unknown = () => translate('en', 'visits.no_such_message');
    expect([incomplete, unknown]).toHaveLength(2);
  });

  it('answers in Arabic the messages that used to sit among the field names', () => {
    expect(translate('ar', 'auth.otp_wait', { seconds: 30 })).toBe('يرجى الانتظار 30 ثانية قبل طلب رمز آخر.');
    expect(translate('ar', 'clients.has_deals', { sales: 1, bookings: 0 })).toContain('لا يمكن حذف العميل');
    expect(attributeName('auth.otp_wait', 'ar')).toBe('auth.otp wait');
  });

  it('fills placeholders and names fields as Laravel does', () => {
    expect(translate('en', 'validation.min.string', { attribute: 'name', min: 2 })).toBe(
      'The name field must be at least 2 characters.',
    );
    expect(attributeName('other_phone', 'en')).toBe('other phone');
    expect(attributeName('other_phone', 'ar')).toBe('الجوال الآخر');
    expect(attributeName('unit_ids.1', 'ar')).toBe('الوحدات');
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('Invalid input')).toBe(false);
  });
});
