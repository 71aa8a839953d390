import { GetTestRunStatisticsParams, TestRunStatisticsResult } from '../run-statistics';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GET_TEST_RUN_STATISTICS = defineMethod({
  name: 'GET_TEST_RUN_STATISTICS',
  areas: ['testrun'],
  permission: 'read',
  params: GetTestRunStatisticsParams,
  result: TestRunStatisticsResult,
  summary: {
    en: 'The figures of a run for its dashboard: progress, results, suites, testers, and its failed and blocked cases. TMT’s own, beyond the spec.',
    de: 'Die Kennzahlen eines Testlaufs für sein Dashboard: Fortschritt, Ergebnisse, Testsuiten, Tester und seine fehlgeschlagenen und blockierten Testfälle. Eigene Erweiterung von TMT, über die Spezifikation hinaus.',
  },
  description: {
    en: 'Counted in the database, so the answer grows with the run’s suites and testers and the page asked for, not with its cases. An open run shows its cases and suites as they are, a closed run its cases as they were at the close. `failedAndBlocked` lists Failed (new) first, then Failed (known), then Blocked, each in suite order and then by execution id.',
    de: 'In der Datenbank gezählt: die Antwort wächst mit den Testsuiten und Testern des Testlaufs und der angefragten Seite, nicht mit seinen Testfällen. Ein offener Testlauf zeigt seine Testfälle und Testsuiten, wie sie sind, ein geschlossener seine Testfälle, wie sie beim Schließen waren. `failedAndBlocked` nennt zuerst Fehlgeschlagen (neu), dann Fehlgeschlagen (bekannt), dann Blockiert, jeweils in der Reihenfolge der Testsuiten und dann nach Ausführungs-Id.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    page: {
      en: 'The page of `failedAndBlocked`: `offset` (from 0) and `limit` (at least 1); default the first 50. The figures always count the whole run.',
      de: 'Die Seite von `failedAndBlocked`: `offset` (ab 0) und `limit` (mindestens 1); Standard die ersten 50. Die Kennzahlen zählen immer den ganzen Testlauf.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`testRunDocRef`; `total` executions, `tested` (a result other than Untested) and `progress` (the tested share in percent, one decimal); `results`: every result code 1–11 as `{ result, name, count }`; `suites` in run order, each `{ testSuiteDocRef, id, title, total, tested, counts }`, and `testers`, each `{ tester, displayName, total, tested, counts }` (`tester` null for executions nobody is assigned to), with `counts` as `{ result, count }` for the results that occur; `failedAndBlocked`: `fullSize`, `page` and `entries`, each `{ docRef, id, result, testCaseDocRef, testCaseId, testCaseTitle, testSuiteId, testSuiteTitle, tester, testerDisplayName, defects, testedOn }` (epoch ms).',
    de: '`testRunDocRef`; `total` Ausführungen, `tested` (ein anderes Ergebnis als Ungetestet) und `progress` (der getestete Anteil in Prozent, eine Nachkommastelle); `results`: jeder Ergebniscode 1–11 als `{ result, name, count }`; `suites` in der Reihenfolge des Testlaufs, jeweils `{ testSuiteDocRef, id, title, total, tested, counts }`, und `testers`, jeweils `{ tester, displayName, total, tested, counts }` (`tester` null für Ausführungen ohne zugewiesenen Tester), mit `counts` als `{ result, count }` für die vorkommenden Ergebnisse; `failedAndBlocked`: `fullSize`, `page` und `entries`, jeweils `{ docRef, id, result, testCaseDocRef, testCaseId, testCaseTitle, testSuiteId, testSuiteTitle, tester, testerDisplayName, defects, testedOn }` (Epoche in ms).',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT'],
});
