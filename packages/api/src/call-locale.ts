import type { Locale } from '@tmt/contract';
import type { TRPCError } from '@trpc/server';

/**
 * The language a call is answered in: its own `locale` param when it sent a valid one, else the request's
 * (Accept-Language, or English). Read from the raw input, so a call whose params fail validation is still answered
 * in the language it asked for. Decided once per call: by the JSON-RPC adapter, else by the procedure middleware.
 */
export function callLocale(input: unknown, fallback: Locale): Locale {
  const locale = (input as { locale?: unknown } | null | undefined)?.locale;
  return locale === 'en' || locale === 'de' ? locale : fallback;
}

/** The language of the call each error was raised in, for /api/trpc's error formatter (its context is the batch's). */
const callLocales = new WeakMap<TRPCError, Locale>();

/** Marks an error as raised in a call answered in `locale`; answers the error. */
export function inLocale(error: TRPCError, locale: Locale): TRPCError {
  callLocales.set(error, locale);
  return error;
}

export const localeOfCall = (error: TRPCError) => callLocales.get(error);
