import type { Locale } from '../../i18n';

// Created on first use: an Intl formatter with a time zone is costly to build at cold start.
let dayFormat: Intl.DateTimeFormat | undefined;
const textFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** The calendar day in Asia/Riyadh (UTC+3, no daylight saving) at `now`, `YYYY-MM-DD`. */
export function riyadhDay(now: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(now);
}

/** The Riyadh day at `now` as people read it: "Tuesday, 24 November 2026", "الثلاثاء، 24 نوفمبر 2026" (Gregorian, Latin digits). */
export function riyadhDayText(now: Date, locale: Locale): string {
  textFormats[locale] ??= new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB', {
    timeZone: 'Asia/Riyadh',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return textFormats[locale].format(now);
}

/** The calendar year in Riyadh (UTC+3, no daylight saving) of a moment. */
export const riyadhYear = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).getUTCFullYear();
