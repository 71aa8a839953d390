import { RunSuitesListParams } from '../params';
import { DocumentListResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GET_AVAILABLE_TEST_SUITES = defineMethod({
  name: 'GET_AVAILABLE_TEST_SUITES',
  areas: ['testrun'],
  permission: 'read',
  params: RunSuitesListParams,
  result: DocumentListResult,
  summary: {
    en: "The suites of the run's version that are not in the run yet.",
    de: 'Die Testsuiten der Version des Testlaufs, die noch nicht im Testlauf sind.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    page: paramTexts.page,
    sort: {
      en: 'Sort strings as in `LIST_TEST_SUITES`; default `Order ASC`.',
      de: 'Sortierangaben wie bei `LIST_TEST_SUITES`; Standard `Order ASC`.',
    },
    filter: {
      en: '`filters`, `fulltext` and `lang` as in `LIST_TEST_SUITES`. Fields: `Id`, `Title`, `Description`, `Order`, `Tags` (filter only), `RecommendedPriority`, `CreatedBy`, `CreatedOn`, `EditedBy`, `EditedOn`.',
      de: '`filters`, `fulltext` und `lang` wie bei `LIST_TEST_SUITES`. Felder: `Id`, `Title`, `Description`, `Order`, `Tags` (nur Filter), `RecommendedPriority`, `CreatedBy`, `CreatedOn`, `EditedBy`, `EditedOn`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`fullSize`, `page` and `entries`: suites as `LIST_TEST_SUITES` answers them, with `DisplayFields` (`TotalTestCases` and the rest).',
    de: '`fullSize`, `page` und `entries`: Testsuiten, wie `LIST_TEST_SUITES` sie liefert, mit `DisplayFields` (`TotalTestCases` und die übrigen).',
  },
  errors: [
    'DOCUMENT_NOT_FOUND',
    'HEADER_PARAM_MISMATCH',
    'NO_ROLE_IN_PROJECT',
    'UNKNOWN_FILTER_FIELD',
    'UNKNOWN_SORT_FIELD',
  ],
});
