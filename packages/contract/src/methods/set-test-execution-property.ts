import { SetTestExecutionPropertyParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const SET_TEST_EXECUTION_PROPERTY = defineMethod({
  name: 'SET_TEST_EXECUTION_PROPERTY',
  areas: ['testexecution'],
  permission: 'execute',
  params: SetTestExecutionPropertyParams,
  result: DocRefResult,
  summary: {
    en: 'Set `Tester`, `Result`, `Defects` or `ResultDetails` on up to 10,000 executions of one open run; runs as a task.',
    de: '`Tester`, `Result`, `Defects` oder `ResultDetails` für bis zu 10.000 Ausführungen eines offenen Testlaufs setzen; läuft als Aufgabe.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    testExecutionDocRefs: {
      en: '1 to 10,000 `TestRunTestCaseAdditionalFields-dm` docRefs of executions of that run.',
      de: '1 bis 10.000 `TestRunTestCaseAdditionalFields-dm`-docRefs von Ausführungen dieses Testlaufs.',
    },
    property: {
      en: '`Tester`, `Result`, `Defects` or `ResultDetails`.',
      de: '`Tester`, `Result`, `Defects` oder `ResultDetails`.',
    },
    value: {
      en: 'A result code 2 to 11 (1, *Untested*, fails with `RESULT_UNTESTED`; a result also records who tested and when, as a save does), or a text; `null` clears `Tester`, `Defects` and `ResultDetails`.',
      de: 'Ein Ergebniscode 2 bis 11 (1, *Ungetestet*, scheitert mit `RESULT_UNTESTED`; ein Ergebnis hält wie ein Speichern fest, wer wann getestet hat) oder ein Text; `null` leert `Tester`, `Defects` und `ResultDetails`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `SET_TEST_EXECUTION_PROPERTY` task; its `Result` is `{ updated }`. The call checks that the run is open and holds every execution.',
    de: 'Die `docRef` der Aufgabe `SET_TEST_EXECUTION_PROPERTY`; ihr `Result` ist `{ updated }`. Der Aufruf prüft, dass der Testlauf offen ist und jede Ausführung enthält.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'TEST_RUN_CLOSED', 'RESULT_UNTESTED'],
});
