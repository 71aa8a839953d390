import { ExportTestCasesParams } from '../case-import';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';

export const EXPORT_TEST_CASES = defineMethod({
  name: 'EXPORT_TEST_CASES',
  areas: ['testcase'],
  permission: 'read',
  params: ExportTestCasesParams,
  result: DocRefResult,
  download: { contentType: 'text/csv' },
  summary: {
    en: 'A suite’s or a version’s test cases as a CSV file or an xlsx workbook, in the layout IMPORT_TEST_CASES reads; runs as a task. TMT’s own, beyond the spec.',
    de: 'Die Testfälle einer Testsuite oder einer Version als CSV-Datei oder xlsx-Arbeitsmappe, im Aufbau, den IMPORT_TEST_CASES liest; läuft als Aufgabe. Eigene Erweiterung von TMT, über die Spezifikation hinaus.',
  },
  description: {
    en: "Once the task is `DONE`, `GET /api/automation/data/{taskRequestId}` downloads the file: `text/csv` (RFC 4180, UTF-8 with a byte order mark, CRLF) or `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`, named like `P_1-V_2-S_3-test-cases.csv`. Columns: `ID`, `Suite` (a version’s export only), `Title`, `Folder` (`A > B > C`), `Description`, `Preconditions`, `Step`, `Expected result`, `Priority`, `Type`, `Automation`, `Tags`; the cases in tree order, one row per step (the rows after a case’s first hold only its further steps). A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a leading `'`, so spreadsheet programs show it as text; IMPORT_TEST_CASES takes it off again. Importing the file into another project without a mapping gives the same folders, cases and steps in the same order (folders without cases are not exported).",
    de: "Sobald die Aufgabe `DONE` ist, lädt `GET /api/automation/data/{taskRequestId}` die Datei herunter: `text/csv` (RFC 4180, UTF-8 mit Byte-Order-Mark, CRLF) oder `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`, benannt wie `P_1-V_2-S_3-test-cases.csv`. Spalten: `ID`, `Suite` (nur beim Export einer Version), `Title`, `Folder` (`A > B > C`), `Description`, `Preconditions`, `Step`, `Expected result`, `Priority`, `Type`, `Automation`, `Tags`; die Testfälle in Baumreihenfolge, eine Zeile je Schritt (die Zeilen nach der ersten eines Testfalls enthalten nur seine weiteren Schritte). Eine Zelle, die mit `=`, `+`, `-`, `@`, einem Tabulator oder Wagenrücklauf beginnt, wird mit vorangestelltem `'` geschrieben, sodass Tabellenkalkulationen sie als Text zeigen; IMPORT_TEST_CASES nimmt es wieder weg. Die Datei ohne Zuordnung in ein anderes Projekt importiert ergibt dieselben Ordner, Testfälle und Schritte in derselben Reihenfolge (Ordner ohne Testfälle werden nicht exportiert).",
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
    version: {
      en: 'The version; the latest by default.',
      de: 'Die Version; standardmäßig die neueste.',
    },
    testSuiteId: {
      en: 'One suite (`S_n`) of the version; without it every suite, with a `Suite` column.',
      de: 'Eine Testsuite (`S_n`) der Version; ohne sie alle Testsuiten, mit einer Spalte `Suite`.',
    },
    format: {
      en: '`csv` (default) or `xlsx`.',
      de: '`csv` (Standard) oder `xlsx`.',
    },
    delimiter: {
      en: '`csv`: `,` (default) or `;`, which spreadsheet programs in German settings expect.',
      de: '`csv`: `,` (Standard) oder `;`, das Tabellenkalkulationen mit deutschen Einstellungen erwarten.',
    },
    locale: {
      en: '`en` or `de`: the language of error messages.',
      de: '`en` oder `de`: die Sprache der Fehlermeldungen.',
    },
  },
  resultText: {
    en: 'The `docRef` of the task; its `Result` is `{ cases, size }` (bytes).',
    de: 'Die `docRef` der Aufgabe; ihr `Result` ist `{ cases, size }` (Bytes).',
  },
  errors: ['PROJECT_ID_REQUIRED', 'HEADER_PARAM_MISMATCH', 'DOCUMENT_NOT_FOUND', 'NO_ROLE_IN_PROJECT'],
});
