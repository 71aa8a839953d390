import { GenerateCsvReportParams } from '../automation';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GENERATE_CSV_REPORT = defineMethod({
  name: 'GENERATE_CSV_REPORT',
  areas: ['automation', 'testrun'],
  permission: 'read',
  params: GenerateCsvReportParams,
  result: DocRefResult,
  download: { contentType: 'text/csv' },
  summary: {
    en: 'A CSV file of a run’s executions, one row per case; runs as a task.',
    de: 'Eine CSV-Datei der Ausführungen eines Testlaufs, eine Zeile je Testfall; läuft als Aufgabe.',
  },
  description: {
    en: 'Once the task is `DONE`, `GET /api/automation/data/{taskRequestId}` downloads the file (`text/csv`, RFC 4180, UTF-8 with a byte order mark, CRLF line ends). Columns: run, suite id, suite, path, case id, case, execution id, result code, result, tester, tested on (ISO 8601, UTC), defects, details, duration (seconds); headers and result names in the requested language; the cases in tree order. The task type of the spec; the method is TMT’s.',
    de: 'Sobald die Aufgabe `DONE` ist, lädt `GET /api/automation/data/{taskRequestId}` die Datei herunter (`text/csv`, RFC 4180, UTF-8 mit Byte-Order-Mark, Zeilenenden CRLF). Spalten: Testlauf, Testsuite-Id, Testsuite, Pfad, Testfall-Id, Testfall, Ausführungs-Id, Ergebniscode, Ergebnis, Tester, getestet am (ISO 8601, UTC), Fehler, Details, Dauer (Sekunden); Spaltenköpfe und Ergebnisnamen in der gewünschten Sprache; die Testfälle in Baumreihenfolge. Der Aufgabentyp stammt aus der Spezifikation; die Methode ist eine von TMT.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    locale: {
      en: '`en` or `de`: the language of headers and result names (and of error messages); else the request’s language.',
      de: '`en` oder `de`: die Sprache der Spaltenköpfe und Ergebnisnamen (und der Fehlermeldungen); sonst die Sprache der Anfrage.',
    },
    delimiter: {
      en: '`,` (default) or `;`, which spreadsheet programs in German settings expect.',
      de: '`,` (Standard) oder `;`, das Tabellenkalkulationen mit deutschen Einstellungen erwarten.',
    },
  },
  resultText: {
    en: 'The `docRef` of the `GENERATE_CSV_REPORT` task; its `Result` is `{ rows, size }` (bytes).',
    de: 'Die `docRef` der Aufgabe `GENERATE_CSV_REPORT`; ihr `Result` ist `{ rows, size }` (Bytes).',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT'],
});
