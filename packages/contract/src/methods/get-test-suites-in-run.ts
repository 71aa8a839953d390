import { RunSuitesListParams } from '../params';
import { SuitesInRunResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GET_TEST_SUITES_IN_RUN = defineMethod({
  name: 'GET_TEST_SUITES_IN_RUN',
  areas: ['testsuite'],
  permission: 'read',
  params: RunSuitesListParams,
  result: SuitesInRunResult,
  summary: {
    en: 'The suites of a test run, each with its suite execution.',
    de: 'Die Testsuiten eines Testlaufs, jeweils mit ihrer Testsuite-Ausführung.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    page: paramTexts.page,
    sort: {
      en: 'Sort strings as in `LIST_TEST_SUITES`, plus `Assignee` and `RunRecommendedPriority`; default `Order ASC`.',
      de: 'Sortierangaben wie bei `LIST_TEST_SUITES`, dazu `Assignee` und `RunRecommendedPriority`; Standard `Order ASC`.',
    },
    filter: {
      en: "`filters`, `fulltext` and `lang` as in `LIST_TEST_SUITES`, plus `Assignee` and `RunRecommendedPriority` (the suite's assignee and priority in this run).",
      de: '`filters`, `fulltext` und `lang` wie bei `LIST_TEST_SUITES`, dazu `Assignee` und `RunRecommendedPriority` (zuständige Person und Priorität der Testsuite in diesem Testlauf).',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: "`fullSize`, `page` and `entries`, each `{ linkRef, document, relationship }`: the link reference (`TestRunTestSuite-rm`), the suite (`TestSuite-dm`, with `DisplayFields`) and the suite execution (`TestRunTestSuite-rm`, with `Assignee` and `RecommendedPriority`). `document` and `relationship` are documents `{ Root, __meta }`; the suite execution's `docRef` (`TestRunTestSuite-rm/<id>`, the link's `id`) is in `__meta.docRef`, for `GET_DOCUMENT` and, while the run is open, `MODIFY_DOCUMENT`.",
    de: '`fullSize`, `page` und `entries`, jeweils `{ linkRef, document, relationship }`: die Link-Referenz (`TestRunTestSuite-rm`), die Testsuite (`TestSuite-dm`, mit `DisplayFields`) und die Testsuite-Ausführung (`TestRunTestSuite-rm`, mit `Assignee` und `RecommendedPriority`). `document` und `relationship` sind Dokumente `{ Root, __meta }`; die `docRef` der Testsuite-Ausführung (`TestRunTestSuite-rm/<id>`, die `id` der Verknüpfung) steht in `__meta.docRef`, für `GET_DOCUMENT` und, solange der Testlauf offen ist, `MODIFY_DOCUMENT`.',
  },
  errors: [
    'DOCUMENT_NOT_FOUND',
    'HEADER_PARAM_MISMATCH',
    'NO_ROLE_IN_PROJECT',
    'UNKNOWN_FILTER_FIELD',
    'UNKNOWN_SORT_FIELD',
  ],
});
