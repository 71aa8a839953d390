import type { Locale } from '@tmt/contract';

/**
 * The language a call is answered in: its own `locale` param when it sent a valid one, else the request's
 * (Accept-Language, or English). Read from the raw input, so a call whose params fail validation is still answered
 * in the language it asked for.
 */
export function callLocale(input: unknown, fallback: Locale): Locale {
  const locale = (input as { locale?: unknown } | null | undefined)?.locale;
  return locale === 'en' || locale === 'de' ? locale : fallback;
}
