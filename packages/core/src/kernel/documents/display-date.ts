import type { Locale } from '@tmt/contract';

const formats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
};

// Display forms show minutes, so one formatting serves a whole minute; Intl formatting is costly per call.
const cache = new Map<string, string>();
const CACHE_SIZE = 5_000;

/** The `Display*` form of a timestamp in the caller's locale (UTC, so every reader sees the same text). */
export function displayDate(date: Date | null | undefined, locale: Locale): string | null {
  if (!date) return null;
  const key = `${locale}${Math.floor(date.getTime() / 60_000)}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = formats[locale].format(date);
    const oldest = cache.size >= CACHE_SIZE ? cache.keys().next().value : undefined;
    if (oldest !== undefined) cache.delete(oldest);
    cache.set(key, text);
  }
  return text;
}
