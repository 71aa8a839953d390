import { ImportTestCasesParams } from '../case-import';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const IMPORT_TEST_CASES = defineMethod({
  name: 'IMPORT_TEST_CASES',
  areas: ['testcase'],
  permission: 'edit',
  params: ImportTestCasesParams,
  result: DocRefResult,
  summary: {
    en: 'Import test cases from TestRail (XML, CSV), Qase (JSON) or a spreadsheet (CSV, xlsx); runs as a task, with a dry run first. TMT’s own, beyond the spec.',
    de: 'Testfälle aus TestRail (XML, CSV), Qase (JSON) oder einer Tabelle (CSV, xlsx) importieren; läuft als Aufgabe, mit einem Probelauf vorab. Eigene Erweiterung von TMT, über die Spezifikation hinaus.',
  },
  description: {
    en: 'Upload the file with `POST /api/v2/attachment` first, then name it here. The task reads it as it streams: sections or suites of the file become folders (nested as in the file, at most 50 deep; an existing folder of the same title under the same parent is reused), cases come in the file’s order after what the suite holds, with their steps, preconditions, priority, type, automation, tags, estimate and references; values are mapped as the guide “Moving to TMT” lists (TestRail priority `Critical` → `MANDATORY`, say); a value without a counterpart is left empty and reported as a warning. Every case gets `IsImported: true` and `SourceTestCaseInfo` (`Tool`, `File`, `ExternalId`); importing from the same tool again updates the cases it imported before (matched by the external id, else by folder path and title) where they are, instead of adding them again, and leaves a case whose values are all the same untouched. With `dryRun: true` the task writes nothing and its `Result` says what would be created and updated, the value mapping, and every problem with its line or row. A real run with a problem (a case without a title, a path deeper than 50 folders, an id twice) ends in `ERROR` with `IMPORT_HAS_PROBLEMS`; a file that is not of its format or is hostile (a DOCTYPE or entity, bytes invalid in its encoding, a zip bomb as `.xlsx`) with `IMPORT_INVALID`; more than `TMT_IMPORT_MAX_CASES` cases with `IMPORT_TOO_MANY_CASES`. An import that ends in `ERROR` writes nothing. See the guide “Moving to TMT from TestRail, Qase or a spreadsheet”.',
    de: 'Die Datei zuerst mit `POST /api/v2/attachment` hochladen, dann hier nennen. Die Aufgabe liest sie, während sie hereinströmt: Abschnitte oder Suiten der Datei werden Ordner (verschachtelt wie in der Datei, höchstens 50 tief; ein vorhandener Ordner gleichen Titels unter demselben Elternknoten wird weiterverwendet), Testfälle kommen in der Reihenfolge der Datei nach dem, was die Testsuite schon enthält, mit Schritten, Vorbedingungen, Priorität, Typ, Automatisierung, Tags, Schätzung und Referenzen; Werte werden zugeordnet, wie es der Leitfaden „Umzug zu TMT“ auflistet (TestRail-Priorität `Critical` → `MANDATORY` etwa); ein Wert ohne Gegenstück bleibt leer und wird als Warnung gemeldet. Jeder Testfall bekommt `IsImported: true` und `SourceTestCaseInfo` (`Tool`, `File`, `ExternalId`); ein erneuter Import aus demselben Werkzeug aktualisiert die zuvor importierten Testfälle (über die externe Id, sonst über Ordnerpfad und Titel) an ihrem Platz, statt sie erneut anzulegen, und lässt einen Testfall mit lauter gleichen Werten unberührt. Mit `dryRun: true` schreibt die Aufgabe nichts, und ihr `Result` nennt, was angelegt und aktualisiert würde, die Wertzuordnung und jedes Problem mit seiner Zeile. Ein echter Lauf mit einem Problem (ein Testfall ohne Titel, ein Pfad tiefer als 50 Ordner, eine Id doppelt) endet in `ERROR` mit `IMPORT_HAS_PROBLEMS`; eine Datei, die nicht ihrem Format entspricht oder feindselig ist (ein DOCTYPE oder eine Entity, Byte, die in ihrer Kodierung ungültig sind, eine Zip-Bombe als `.xlsx`), mit `IMPORT_INVALID`; mehr als `TMT_IMPORT_MAX_CASES` Testfälle mit `IMPORT_TOO_MANY_CASES`. Ein Import, der in `ERROR` endet, schreibt nichts. Siehe den Leitfaden „Umzug zu TMT aus TestRail, Qase oder einer Tabelle“.',
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
      en: 'The version the cases go to; the latest by default.',
      de: 'Die Version, in die die Testfälle kommen; standardmäßig die neueste.',
    },
    attachmentId: {
      en: 'The file, uploaded with `POST /api/v2/attachment` into the project (any `documentModelName`, an empty `pathToField`); at most `TMT_IMPORT_MAX_BYTES` (150 MiB by default; more: `IMPORT_TOO_LARGE` at the call).',
      de: 'Die Datei, hochgeladen mit `POST /api/v2/attachment` in das Projekt (beliebiger `documentModelName`, leeres `pathToField`); höchstens `TMT_IMPORT_MAX_BYTES` (standardmäßig 150 MiB; mehr: `IMPORT_TOO_LARGE` beim Aufruf).',
    },
    format: {
      en: '`testrail-xml` (TestRail’s XML export of a suite), `testrail-csv` (its CSV export), `qase-json` (Qase’s JSON export of a project, up to 64 MiB), `csv` or `xlsx` (any spreadsheet; its first row names the columns).',
      de: '`testrail-xml` (TestRails XML-Export einer Testsuite), `testrail-csv` (sein CSV-Export), `qase-json` (Qases JSON-Export eines Projekts, bis 64 MiB), `csv` oder `xlsx` (jede Tabelle; ihre erste Zeile benennt die Spalten).',
    },
    testSuiteId: {
      en: 'The suite (`S_n`) of the version the cases go to. Without it they go to the suite titled `testSuiteTitle`, else as the file names its suite, else as the file is named: found in the version by that title, or created.',
      de: 'Die Testsuite (`S_n`) der Version, in die die Testfälle kommen. Ohne sie gehen sie in die Testsuite mit dem Titel `testSuiteTitle`, sonst dem Namen, den die Datei ihrer Suite gibt, sonst dem Dateinamen: in der Version über diesen Titel gefunden oder angelegt.',
    },
    testSuiteTitle: {
      en: 'The title of the suite the cases go to when no `testSuiteId` is given.',
      de: 'Der Titel der Testsuite, in die die Testfälle kommen, wenn keine `testSuiteId` angegeben ist.',
    },
    mapping: {
      en: '`csv`, `xlsx`: the column header each field is read from, e.g. `{ "title": "Summary", "folder": "Area" }`. Fields: `externalId`, `suite`, `title`, `folder` (`A > B > C`), `description`, `preconditions`, `steps`, `expected`, `priority`, `type`, `automation`, `tags` (comma separated). Without a mapping the headers of TMT’s export are read (`ID`, `Suite`, `Title`, `Folder`, …). A field not mapped is left empty.',
      de: '`csv`, `xlsx`: die Spaltenüberschrift, aus der jedes Feld gelesen wird, z. B. `{ "title": "Summary", "folder": "Area" }`. Felder: `externalId`, `suite`, `title`, `folder` (`A > B > C`), `description`, `preconditions`, `steps`, `expected`, `priority`, `type`, `automation`, `tags` (durch Kommas getrennt). Ohne Zuordnung werden die Überschriften des TMT-Exports gelesen (`ID`, `Suite`, `Title`, `Folder`, …). Ein nicht zugeordnetes Feld bleibt leer.',
    },
    delimiter: {
      en: '`csv`, `testrail-csv`: `,` (default), `;` or a tab.',
      de: '`csv`, `testrail-csv`: `,` (Standard), `;` oder ein Tabulator.',
    },
    dryRun: {
      en: '`true`: write nothing; the task’s `Result` says what would happen and lists every problem.',
      de: '`true`: nichts schreiben; das `Result` der Aufgabe sagt, was geschähe, und listet jedes Problem auf.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the task; its `Result` is `{ dryRun, file, format, tool, suites: [{ title, testSuiteId, created }], folders: { created, reused }, cases: { created, updated }, steps, mapping: [{ field, from, to, count }], problems: [{ at, problem }], problemCount, warnings: [{ at, problem }], warningCount }` (the first 1,000 problems, warnings and mappings are listed; all are counted).',
    de: 'Die `docRef` der Aufgabe; ihr `Result` ist `{ dryRun, file, format, tool, suites: [{ title, testSuiteId, created }], folders: { created, reused }, cases: { created, updated }, steps, mapping: [{ field, from, to, count }], problems: [{ at, problem }], problemCount, warnings: [{ at, problem }], warningCount }` (die ersten 1.000 Probleme, Warnungen und Zuordnungen werden aufgeführt, alle gezählt).',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_CLOSED',
    'IMPORT_TOO_LARGE',
    'IMPORT_INVALID',
    'IMPORT_TOO_MANY_CASES',
    'IMPORT_HAS_PROBLEMS',
  ],
});
