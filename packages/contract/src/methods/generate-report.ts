import { GenerateReportParams } from '../automation';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GENERATE_REPORT = defineMethod({
  name: 'GENERATE_REPORT',
  areas: ['automation', 'testrun'],
  permission: 'read',
  params: GenerateReportParams,
  result: DocRefResult,
  download: { contentType: 'application/pdf' },
  summary: {
    en: 'A PDF report of a run, for a release meeting; runs as a task.',
    de: 'Ein PDF-Bericht eines Testlaufs, etwa für eine Release-Besprechung; läuft als Aufgabe.',
  },
  description: {
    en: 'Once the task is `DONE`, `GET /api/automation/data/{taskRequestId}` downloads the report (`application/pdf`, A4): project, version and run with its status, the key figures (cases, tested, passed, failed, blocked, untested, pass rate of the tested cases, progress, the duration test tools measured), a chart of the result distribution, a table of the suites with their figures, and every failed and blocked case with its suite, tester, test date, defects and the start of its details. The task type of the spec; the method is TMT’s.',
    de: 'Sobald die Aufgabe `DONE` ist, lädt `GET /api/automation/data/{taskRequestId}` den Bericht herunter (`application/pdf`, A4): Projekt, Version und Testlauf mit Status, die Kennzahlen (Testfälle, getestet, bestanden, fehlgeschlagen, blockiert, ungetestet, Erfolgsquote der getesteten Testfälle, Fortschritt, die von Testwerkzeugen gemessene Dauer), ein Diagramm der Verteilung der Ergebnisse, eine Tabelle der Testsuiten mit ihren Zahlen und jeden fehlgeschlagenen und blockierten Testfall mit Testsuite, Tester, Testdatum, Fehlern und dem Anfang seiner Details. Der Aufgabentyp stammt aus der Spezifikation; die Methode ist eine von TMT.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    locale: {
      en: '`en` or `de`: the language of the report (and of error messages); else the request’s language.',
      de: '`en` oder `de`: die Sprache des Berichts (und der Fehlermeldungen); sonst die Sprache der Anfrage.',
    },
  },
  resultText: {
    en: 'The `docRef` of the `GENERATE_REPORT` task; its `Result` is `{ executions, size }` (bytes).',
    de: 'Die `docRef` der Aufgabe `GENERATE_REPORT`; ihr `Result` ist `{ executions, size }` (Bytes).',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT'],
});
