import type { Locale } from '@tmt/contract';

const formats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
};

/** The `Display*` form of a timestamp in the caller's locale (UTC, so every reader sees the same text). */
export function displayDate(date: Date | null | undefined, locale: Locale): string | null {
  return date ? formats[locale].format(date) : null;
}
