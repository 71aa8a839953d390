import { SaveTestExecutionsAsyncParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const SAVE_TEST_EXECUTIONS_ASYNC = defineMethod({
  name: 'SAVE_TEST_EXECUTIONS_ASYNC',
  areas: ['testexecution'],
  permission: 'execute',
  params: SaveTestExecutionsAsyncParams,
  result: DocRefResult,
  summary: {
    en: 'Save many results by business id as a task.',
    de: 'Viele Ergebnisse per fachlicher ID als Aufgabe speichern.',
  },
  paramText: {
    testRunId: paramTexts.testRunId,
    decisionOnInvalidTestExecutionResult: {
      en: 'What happens to an entry with result 1, *Untested*, that has `details`: `SKIP` ignores it, `SET_IN_PROGRESS` saves it as 7, *In progress*. Entries with result 1 and no details are always skipped.',
      de: 'Was mit einem Eintrag mit dem Ergebnis 1, *Ungetestet*, geschieht, der `details` hat: `SKIP` übergeht ihn, `SET_IN_PROGRESS` speichert ihn als 7, *In Bearbeitung*. Einträge mit dem Ergebnis 1 ohne Details werden immer übergangen.',
    },
    testExecutions: {
      en: '1 to 10,000 entries `{ testCaseId, tester, attachments, result, defects, details }`. Without `tester` the tester already recorded stays, else the requester becomes the tester; when a case is named twice, its last entry counts. `attachments`: uploaded attachment ids (checked at the call) that become the attachments of the execution saved.',
      de: '1 bis 10.000 Einträge `{ testCaseId, tester, attachments, result, defects, details }`. Ohne `tester` bleibt der bereits erfasste Tester, sonst wird zum Tester, wer die Aufgabe angefordert hat; wird ein Testfall zweimal genannt, zählt sein letzter Eintrag. `attachments`: hochgeladene Anhang-Ids (beim Aufruf geprüft), die zu den Anhängen der gespeicherten Ausführung werden.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the task request that does the work; its `Result` is `{ saved, skipped, notInRun, notInRunCount }` (`notInRun`: the first 100 case ids that are not in the run). The call checks that the run exists and is open.',
    de: 'Die `docRef` der Aufgabe (Task Request), die die Arbeit erledigt; ihr `Result` ist `{ saved, skipped, notInRun, notInRunCount }` (`notInRun`: die ersten 100 Testfall-IDs, die nicht im Testlauf sind). Der Aufruf prüft, dass der Testlauf existiert und offen ist.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'TEST_RUN_NOT_FOUND',
    'TEST_RUN_CLOSED',
  ],
});
