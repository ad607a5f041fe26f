import { ar, arAttributes } from './ar';
import { en } from './en';

export type Locale = 'en' | 'ar';

/** Picks the response language from an Accept-Language header: Arabic when it is preferred, else English. */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

/** Human name of an input field: Laravel replaces underscores with spaces; Arabic has its own names. */
export function attributeName(field: string, locale: Locale): string {
  const base = field.split('.')[0] ?? field;
  if (locale === 'ar' && arAttributes[base] && base === field) return arAttributes[base];
  return field.replaceAll('_', ' ');
}

/** Translates a message key (unknown keys are returned as literal text), filling `:name` placeholders. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = (locale === 'ar' ? ar[key] : undefined) ?? en[key] ?? key;
  return template.replace(/:([a-z_]+)/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
