import { describe, expect, it } from 'vitest';
import { riyadhDay, riyadhDayText } from '../../../../shared/domain/home/riyadh-day';

describe('the day in Asia/Riyadh', () => {
  it('turns at 21:00 UTC (midnight in Riyadh), not at midnight UTC', () => {
    expect(riyadhDay(new Date('2026-11-24T20:59:59.999Z'))).toBe('2026-11-24');
    expect(riyadhDay(new Date('2026-11-24T21:00:00.000Z'))).toBe('2026-11-25');
    expect(riyadhDay(new Date('2026-12-31T22:30:00.000Z'))).toBe('2027-01-01');
  });

  it('reads as a Gregorian date with the weekday, in English or Arabic with Latin digits', () => {
    const lateEvening = new Date('2026-11-24T21:30:00.000Z');
    // ICU versions differ on the comma after the weekday.
    expect(riyadhDayText(lateEvening, 'en')).toMatch(/^Wednesday,? 25 November 2026$/);
    const arabic = riyadhDayText(lateEvening, 'ar');
    expect(arabic).toContain('الأربعاء');
    expect(arabic).toContain('25');
    expect(arabic).toContain('2026');
  });
});
