import { wordsHook } from '../lib/i18n';

/** The search's words: they load with the search dialog. */
const searchEn = {
  'search.title': 'Find in version {version}',
  'search.titleLatest': 'Find in the latest version',
  'search.label': 'Words or an id',
  'search.placeholder': 'Words, or an id such as C_12, S_3, R_5',
  'search.hint': 'Cases, suites and runs. Quotes find a phrase, -word leaves a word out.',
  'search.results': 'Hits',
  'search.none': 'Nothing found for “{text}”.',
  'search.searching': 'Searching…',
  'search.more': 'Show more hits',
  'search.refine': 'More hits than shown: add words to narrow them down.',
  'search.model.TestCase-dm': 'Case',
  'search.model.TestSuite-dm': 'Suite',
  'search.model.TestRun-dm': 'Run',
  'search.inSuite': 'in {suite}',
  'search.run.active': 'open',
  'search.run.inactive': 'closed',
};

const searchDe: typeof searchEn = {
  'search.title': 'In Version {version} finden',
  'search.titleLatest': 'In der neuesten Version finden',
  'search.label': 'Wörter oder eine ID',
  'search.placeholder': 'Wörter oder eine ID wie C_12, S_3, R_5',
  'search.hint':
    'Testfälle, Suiten und Testläufe. Anführungszeichen finden eine Wortfolge, -wort schließt ein Wort aus.',
  'search.results': 'Treffer',
  'search.none': 'Nichts gefunden für „{text}“.',
  'search.searching': 'Suche…',
  'search.more': 'Mehr Treffer zeigen',
  'search.refine': 'Mehr Treffer als gezeigt: Weitere Wörter grenzen sie ein.',
  'search.model.TestCase-dm': 'Testfall',
  'search.model.TestSuite-dm': 'Suite',
  'search.model.TestRun-dm': 'Testlauf',
  'search.inSuite': 'in {suite}',
  'search.run.active': 'offen',
  'search.run.inactive': 'geschlossen',
};

export const useSearchT = wordsHook({ en: searchEn, de: searchDe });
