import { wordsHook } from '../lib/i18n';

/** Pins' words: they load with the screens that pin and with the projects page's list of pins. */
const pinsEn = {
  'pins.pin': 'Pin',
  'pins.unpin': 'Unpin',
  'pins.pinLabel': 'Pin {item} for quick access',
  'pins.unpinLabel': 'Unpin {item}',
  'pins.title': 'Pinned',
  'pins.empty': 'Nothing pinned yet. Pin suites, test cases and runs from their menus to find them here.',
  'pins.kind.TestSuite-dm': 'Suite',
  'pins.kind.TestCase-dm': 'Test case',
  'pins.kind.TestRun-dm': 'Run',
  'pins.where': '{project}, version {version}',
  'pins.pinned': '{item} is pinned.',
  'pins.unpinned': '{item} is unpinned.',
} as const;

const pinsDe: Record<keyof typeof pinsEn, string> = {
  'pins.pin': 'Anheften',
  'pins.unpin': 'Lösen',
  'pins.pinLabel': '{item} für schnellen Zugriff anheften',
  'pins.unpinLabel': '{item} lösen',
  'pins.title': 'Angeheftet',
  'pins.empty':
    'Noch nichts angeheftet. Heften Sie Suiten, Testfälle und Testläufe über ihre Menüs an, um sie hier zu finden.',
  'pins.kind.TestSuite-dm': 'Suite',
  'pins.kind.TestCase-dm': 'Testfall',
  'pins.kind.TestRun-dm': 'Testlauf',
  'pins.where': '{project}, Version {version}',
  'pins.pinned': '{item} ist angeheftet.',
  'pins.unpinned': '{item} ist gelöst.',
};

export const usePinsT = wordsHook({ en: pinsEn, de: pinsDe });
