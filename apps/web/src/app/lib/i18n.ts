import { useSyncExternalStore } from 'react';
import type { coreEn } from './core-messages';
import type { EnumLabels, EnumName } from './enum-labels';

export type Locale = 'en' | 'de';

const STORAGE_KEY = 'tmt.console.locale';

function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'en' || stored === 'de') return stored;
  } catch {
    // No storage: the browser's language decides.
  }
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
}

let current: Locale = initialLocale();

/**
 * The features' words, as the top of the console (messages.ts) declares them: message keys are typed here without lib
 * importing the features whose words they are.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the top's `declare module`
export interface Register {}

type FeatureKey = Register extends { messages: infer M } ? keyof M & string : never;
export type MessageKey = keyof typeof coreEn | FeatureKey;

/**
 * The words as the top puts them together: in English, lib's own (core-messages.ts, enum-labels.ts) with the
 * features', so that a first visit gets them in one chunk; the features' German as a chunk loaded when first spoken
 * (lib loads its own German, core-messages.de.ts, beside it).
 */
export interface Catalogue {
  en: Record<MessageKey, string>;
  enums: EnumLabels;
  de: () => Promise<{ de: Record<FeatureKey, string> }>;
}

/** Set by registerMessages, which main.tsx calls before anything renders. */
let catalogue!: Catalogue;

/**
 * The words of each language loaded so far. English comes with the console; German is a chunk of its own, loaded
 * before the console first speaks it (at start, or when the user switches), so a first visit downloads one language.
 */
const words: Partial<Record<Locale, { messages: Record<MessageKey, string>; enums: EnumLabels }>> = {};

/** Takes the catalogue from the top of the console: lib knows no feature's words. */
export function registerMessages(next: Catalogue): void {
  catalogue = next;
  words.en = { messages: next.en, enums: next.enums };
}

export async function loadLocale(lang: Locale): Promise<void> {
  if (words[lang]) return;
  const [core, features] = await Promise.all([import('./core-messages.de'), catalogue.de()]);
  words.de = { messages: { ...core.coreDe, ...features.de }, enums: core.enumDe };
}

/** Whether the catalogue has a message by this name (for keys made up at run time). */
export const hasMessage = (key: string): key is MessageKey => Object.hasOwn(catalogue.en, key);

const listeners = new Set<() => void>();
document.documentElement.lang = current;

/** The console's language: chosen by the user (remembered), else the browser's. */
export const locale = {
  get current() {
    return current;
  },
  /** Switches once the language's words are loaded (German loads on first use). */
  async set(next: Locale) {
    if (next === current) return;
    await loadLocale(next);
    current = next;
    document.documentElement.lang = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // See initialLocale.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLocale(): Locale {
  return useSyncExternalStore(locale.subscribe, () => current);
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const pluralRules: Record<Locale, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  de: new Intl.PluralRules('de'),
};

/**
 * A message with its params: `{name}` is the param (a number in the language's format), `{name|one|other}` the word
 * the language's plural rule picks for that number ("1 item", "2 items").
 */
export function translate(lang: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return fill(lang, words[lang]?.messages[key] ?? catalogue.en[key], params);
}

/** A message's text with its params filled in (see translate); for words a lazily loaded screen brings along. */
export function fill(lang: Locale, text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text
    .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (all, name: string, one: string, other: string) =>
      name in params ? (pluralRules[lang].select(Number(params[name])) === 'one' ? one : other) : all,
    )
    .replace(/\{(\w+)\}/g, (all, name: string) => {
      const value = params[name];
      return value === undefined ? all : typeof value === 'number' ? formatNumber(lang, value) : value;
    });
}

/**
 * A lazily loaded feature's own words, as a hook like useT: they load with its screens instead of with the console's
 * catalogue (../messages.ts), which every first visit downloads.
 */
export function wordsHook<K extends string>(words: Record<Locale, Record<K, string>>) {
  return function useWords() {
    const lang = useLocale();
    return (key: K, params?: Record<string, string | number>) => fill(lang, words[lang][key], params);
  };
}

/** The words of the console in the user's language; the component renders again when the language changes. */
export function useT(): Translate {
  const lang = useLocale();
  return (key, params) => translate(lang, key, params);
}

/** The label of one value of an enumeration, in the user's language. */
export function useEnumLabel(): (name: EnumName, value: string | null | undefined) => string {
  const lang = useLocale();
  return (name, value) => {
    if (value == null) return '';
    const labels = (words[lang]?.enums ?? catalogue.enums)[name] as Record<string, string>;
    return Object.hasOwn(labels, value) ? (labels[value] as string) : value;
  };
}

/** The values of an enumeration, in the order of the specification. */
export const enumValues = (name: EnumName): string[] => Object.keys(catalogue.enums[name]);

// One formatter per language: making one costs far more than formatting with it, and lists format many dates.
const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }),
};

const percentFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 }),
  de: new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 }),
};
const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB'),
  de: new Intl.NumberFormat('de-DE'),
};

/** A number in the user's language (20,000 / 20.000). */
export function formatNumber(lang: Locale, value: number): string {
  return numberFormats[lang].format(value);
}

/** A share in percent (`83.3` → "83.3%", "83,3 %") in the user's language. */
export function formatPercent(lang: Locale, percent: number): string {
  return percentFormats[lang].format(percent / 100);
}

/** A date and time in the user's language. */
export function formatDate(lang: Locale, epochMs: number): string {
  return dateFormats[lang].format(epochMs);
}
