// No zod here: the console imports this file alone (`@tmt/contract/result-codes`), not the whole contract.

/** The result codes of an execution, 1–11, with their English and German names. */
export const resultCodes = [
  { code: 1, en: 'Untested', de: 'Ungetestet' },
  { code: 2, en: 'Passed', de: 'Bestanden' },
  { code: 3, en: 'Blocked', de: 'Blockiert' },
  { code: 4, en: 'Customer', de: 'Kunde' },
  { code: 5, en: 'Failed (new)', de: 'Fehlgeschlagen (neu)' },
  { code: 6, en: 'Failed (known)', de: 'Fehlgeschlagen (bekannt)' },
  { code: 7, en: 'In progress', de: 'In Bearbeitung' },
  { code: 8, en: 'On hold (external)', de: 'Zurückgestellt (extern)' },
  { code: 9, en: 'On hold (internal)', de: 'Zurückgestellt (intern)' },
  { code: 10, en: 'Retest', de: 'Erneut testen' },
  { code: 11, en: 'Skipped', de: 'Übersprungen' },
] as const;
export const RESULT_UNTESTED = 1;
export const RESULT_IN_PROGRESS = 7;
