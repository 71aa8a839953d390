import { wordsHook } from '../lib/i18n';

/** Renaming in the tree and a suite's details: they load with the suite screens. */
const suitesEn = {
  'rename.label': 'New name of {item}',
  'rename.hint': 'Enter saves, Escape cancels.',
  'rename.start': 'Rename (F2 or double-click)',
  'rename.saved': 'Renamed to {title}.',
  'suiteEdit.open': 'Edit details…',
  'suiteEdit.title': 'Edit test suite {suite}',
  'suiteEdit.save': 'Save',
  'suiteEdit.saved': 'Saved {suite}.',
} as const;

const suitesDe: Record<keyof typeof suitesEn, string> = {
  'rename.label': 'Neuer Name für {item}',
  'rename.hint': 'Enter speichert, Escape bricht ab.',
  'rename.start': 'Umbenennen (F2 oder Doppelklick)',
  'rename.saved': 'Umbenannt in {title}.',
  'suiteEdit.open': 'Details bearbeiten…',
  'suiteEdit.title': 'Testsuite {suite} bearbeiten',
  'suiteEdit.save': 'Speichern',
  'suiteEdit.saved': '{suite} gespeichert.',
};

export const useSuitesT = wordsHook({ en: suitesEn, de: suitesDe });
