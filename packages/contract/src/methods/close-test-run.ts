import { TestRunRefParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const CLOSE_TEST_RUN = defineMethod({
  name: 'CLOSE_TEST_RUN',
  areas: ['testrun'],
  permission: 'edit',
  params: TestRunRefParams,
  result: DocRefResult,
  summary: {
    en: 'Close an open run: it becomes `inactive` and its cases are frozen; runs as a task.',
    de: 'Einen offenen Testlauf schließen: Er wird `inactive`, und seine Testfälle werden eingefroren; läuft als Aufgabe.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    locale: paramTexts.locale,
  },
  resultText: {
    en: "The `docRef` of the `CLOSE_TEST_RUN` task; its `Result` is `{ alreadyClosed, frozenCases }`. The task sets `Status` `inactive`, `ClosedBy` (the requester) and `ClosedOn`, and flags the run's cases `IsFrozen`. A run that is already closed fails at the call with `-32009` `TEST_RUN_CLOSED`.",
    de: 'Die `docRef` der Aufgabe `CLOSE_TEST_RUN`; ihr `Result` ist `{ alreadyClosed, frozenCases }`. Die Aufgabe setzt `Status` auf `inactive`, `ClosedBy` (wer sie angefordert hat) und `ClosedOn` und markiert die Testfälle des Testlaufs mit `IsFrozen`. Ein bereits geschlossener Testlauf scheitert schon beim Aufruf mit `-32009` `TEST_RUN_CLOSED`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'TEST_RUN_CLOSED'],
});
