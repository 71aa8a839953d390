import type { Options } from 'csv-stringify';

/** What a spreadsheet program reads as the start of a formula (OWASP's list of CSV injection triggers). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as TMT writes it into CSV: one that starts like a formula gets a leading single quote, so Excel,
 * LibreOffice and Google Sheets show it as text instead of running it (OWASP "CSV Injection"). The value is kept
 * whole after the quote, a leading tab or carriage return included.
 */
export const csvCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * csv-stringify options for every CSV TMT writes: each string cell passes `csvCell`, and a neutralised cell is
 * always quoted, so a reader that strips unquoted leading whitespace still sees the single quote first.
 */
export const csvOptions = (options: Options): Options => ({
  ...options,
  cast: { ...options.cast, string: csvCell },
  quoted_match: /^'[=+\-@\t\r]/,
});
