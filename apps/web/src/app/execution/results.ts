import { RESULT_UNTESTED, resultCodes } from '@tmt/contract/result-codes';
import type { MessageKey } from '../lib/i18n';

export { RESULT_UNTESTED };

/** Every result code, 1 to 11, in the specification's order. */
export const RESULTS: number[] = resultCodes.map((r) => r.code);

/** The key that records each result (none for Untested: a result is never taken back to it). */
export const resultKeys: Record<number, string> = {
  2: 'p',
  5: 'f',
  6: 'F',
  3: 'b',
  11: 's',
  10: 'r',
  7: 'i',
  4: 'c',
  8: 'e',
  9: 'h',
};

/** The result a key records, if it is one of the result keys. */
export const resultOfKey = (key: string): number | undefined => {
  const found = Object.entries(resultKeys).find(([, k]) => k === key);
  return found ? Number(found[0]) : undefined;
};

/** The name of a result code in the user's language (`result.n`). */
export const resultLabel = (code: number): MessageKey => `result.${code}` as MessageKey;
