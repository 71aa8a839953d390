import { ImportJunitResultsParams } from '../automation';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const IMPORT_JUNIT_RESULTS = defineMethod({
  name: 'IMPORT_JUNIT_RESULTS',
  areas: ['automation'],
  permission: 'execute',
  params: ImportJunitResultsParams,
  result: DocRefResult,
  summary: {
    en: 'Import test results from CI (JUnit XML) into a run; runs as a task. TMT’s own, beyond the spec.',
    de: 'Testergebnisse aus der CI (JUnit-XML) in einen Testlauf übernehmen; läuft als Aufgabe. Eigene Erweiterung von TMT, über die Spezifikation hinaus.',
  },
  description: {
    en: 'Each JUnit `testcase` is matched to a case of the run’s version by a `C_n` in its name or in a `tmt.case` / `tmt_case` property, else by its automation key (`classname#name`), which a match by `C_n` records on the case. Outcomes become results: passed → 2 Passed, failure or error → 5 Failed (new) (6 Failed (known) when the execution names defects), skipped → 11 Skipped; several tests of one case: the worst counts. Failure text and output go into `ResultDetails` (at most 10,000 characters of each element, longer text cut as it streams and ending in `…[truncated]`), `time` is kept as the duration. An execution is only written when its result, details or duration changed: importing the same files again changes nothing. Unmatched tests are listed in the task’s `Result`, or become cases of `targetTestSuiteId`. A file that is not JUnit XML, or holds bytes invalid in the encoding it declares (UTF-8 by default; UTF-16 by its byte order mark), ends the task in `ERROR` with `JUNIT_INVALID` naming line and column, and nothing is saved. The files of one import add up to at most `TMT_JUNIT_MAX_BYTES` (256 MiB by default; more: `JUNIT_TOO_LARGE` at the call) and hold at most `TMT_JUNIT_MAX_TESTS` testcases (2,000,000; more ends the task with `JUNIT_TOO_MANY_TESTS`, nothing saved). Recording results into an open run needs a role that executes; creating a run or cases one that edits. See the integration guide “Results from CI”.',
    de: 'Jeder JUnit-`testcase` wird einem Testfall der Version des Testlaufs zugeordnet: über ein `C_n` im Namen oder in einer Property `tmt.case` / `tmt_case`, sonst über seinen Automatisierungsschlüssel (`classname#name`), den eine Zuordnung per `C_n` am Testfall festhält. Ausgänge werden Ergebnisse: bestanden → 2 Bestanden, failure oder error → 5 Fehlgeschlagen (neu) (6 Fehlgeschlagen (bekannt), wenn die Ausführung Fehler nennt), skipped → 11 Übersprungen; mehrere Tests eines Testfalls: der schlechteste zählt. Fehlertext und Ausgaben kommen in `ResultDetails` (höchstens 10.000 Zeichen je Element; längerer Text wird beim Einlesen gekürzt und endet auf `…[truncated]`), `time` bleibt als Dauer erhalten. Eine Ausführung wird nur geschrieben, wenn sich Ergebnis, Details oder Dauer geändert haben: dieselben Dateien erneut zu importieren ändert nichts. Nicht zugeordnete Tests stehen im `Result` der Aufgabe oder werden Testfälle von `targetTestSuiteId`. Eine Datei, die kein JUnit-XML ist oder Byte enthält, die in der angegebenen Kodierung ungültig sind (standardmäßig UTF-8; UTF-16 an seiner Byte-Order-Mark), beendet die Aufgabe in `ERROR` mit `JUNIT_INVALID` samt Zeile und Spalte, und nichts wird gespeichert. Die Dateien eines Imports haben zusammen höchstens `TMT_JUNIT_MAX_BYTES` (standardmäßig 256 MiB; mehr: `JUNIT_TOO_LARGE` beim Aufruf) und höchstens `TMT_JUNIT_MAX_TESTS` Testfälle (2.000.000; mehr beendet die Aufgabe mit `JUNIT_TOO_MANY_TESTS`, nichts wird gespeichert). Ergebnisse in einen offenen Testlauf zu schreiben braucht eine Rolle, die ausführen darf; einen Testlauf oder Testfälle anzulegen eine, die bearbeiten darf. Siehe die Integrationsanleitung „Ergebnisse aus der CI“.',
  },
  paramText: {
    projectId: {
      en: '`P_n`, or the `Project-Id` header.',
      de: '`P_n`, oder der Header `Project-Id`.',
    },
    subprojectId: {
      en: '`SP_n` or `_` (default), or the `Subproject-Id` header.',
      de: '`SP_n` oder `_` (Standard), oder der Header `Subproject-Id`.',
    },
    attachmentIds: {
      en: 'JUnit XML files uploaded with `POST /api/v2/attachment` into the project (any `documentModelName`, e.g. `TestRun-dm`, and an empty `pathToField`).',
      de: 'JUnit-XML-Dateien, hochgeladen mit `POST /api/v2/attachment` in das Projekt (beliebiger `documentModelName`, z. B. `TestRun-dm`, und ein leeres `pathToField`).',
    },
    xml: {
      en: 'JUnit XML documents sent inline, up to the request body limit. Together with `attachmentIds` 1 to 50 files, merged.',
      de: 'JUnit-XML-Dokumente direkt im Aufruf, bis zur Größengrenze des Requests. Zusammen mit `attachmentIds` 1 bis 50 Dateien, zusammengeführt.',
    },
    testRunId: {
      en: 'The open run (`R_n`) the results go to; without it a new run is created.',
      de: 'Der offene Testlauf (`R_n`), in den die Ergebnisse gehen; ohne ihn wird ein neuer angelegt.',
    },
    testRunTitle: {
      en: 'Title of the new run (default `JUnit results <date> UTC`).',
      de: 'Titel des neuen Testlaufs (Standard `JUnit results <Datum> UTC`).',
    },
    version: {
      en: 'Version of the new run; the latest by default.',
      de: 'Version des neuen Testlaufs; standardmäßig die neueste.',
    },
    targetTestSuiteId: {
      en: 'A suite (`S_n`) of the run’s version: unmatched tests become its cases (Automation `AUTOMATED`). Without it they are only reported.',
      de: 'Eine Testsuite (`S_n`) der Version des Testlaufs: nicht zugeordnete Tests werden ihre Testfälle (Automation `AUTOMATED`). Ohne sie werden sie nur gemeldet.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the task; its `Result` is `{ testRunId, testRunDocRef, files, tests, passed, failed, error, skipped, matchedByMarker, matchedByKey, created, addedToRun, saved, unchanged, unmatched, unmatchedCount }` (`unmatched`: the first 100 as `{ key, file, outcome }`).',
    de: 'Die `docRef` der Aufgabe; ihr `Result` ist `{ testRunId, testRunDocRef, files, tests, passed, failed, error, skipped, matchedByMarker, matchedByKey, created, addedToRun, saved, unchanged, unmatched, unmatchedCount }` (`unmatched`: die ersten 100 als `{ key, file, outcome }`).',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'TEST_RUN_NOT_FOUND',
    'TEST_RUN_CLOSED',
    'VERSION_NOT_FOUND',
    'VERSION_CLOSED',
    'JUNIT_INVALID',
    'JUNIT_TOO_LARGE',
    'JUNIT_TOO_MANY_TESTS',
  ],
});
