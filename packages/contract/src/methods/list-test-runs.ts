import { ListTestRunsParams } from '../params';
import { TestRunListResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LIST_TEST_RUNS = defineMethod({
  name: 'LIST_TEST_RUNS',
  areas: ['testrun'],
  permission: 'read',
  deprecated: true,
  params: ListTestRunsParams,
  result: TestRunListResult,
  summary: {
    en: 'The runs of a project or sub project with the testers to filter by (deprecated; `LIST_DOCUMENTS` with `TestRun-dm` answers the same).',
    de: 'Die Testläufe eines Projekts oder Unterprojekts mit den Testern, nach denen gefiltert werden kann (veraltet; `LIST_DOCUMENTS` mit `TestRun-dm` liefert dasselbe).',
  },
  paramText: {
    page: paramTexts.page,
    sort: {
      en: 'Sort strings such as `Title ASC`; default `CreatedOn DESC`. Fields: `Id`, `Title`, `Description`, `Configuration`, `Status`, `ClosedBy`, `ClosedOn`, `CreatedBy`, `CreatedOn`, `EditedBy`, `EditedOn`.',
      de: 'Sortierangaben wie `Title ASC`; Standard `CreatedOn DESC`. Felder: `Id`, `Title`, `Description`, `Configuration`, `Status`, `ClosedBy`, `ClosedOn`, `CreatedBy`, `CreatedOn`, `EditedBy`, `EditedOn`.',
    },
    filter: {
      en: '`filters` (`field:value` strings, a leading `-` excludes), `fulltext` (title, description and configuration) and `lang` (`en` or `de`). `ProjectId`, `SubprojectId` and `ProjectVersionNumber` choose the scope (without them the `Project-Id` and `Subproject-Id` headers count); without `ProjectVersionNumber` the runs of every version are listed. Other fields: `Id`, `Title`, `Description`, `Configuration`, `Status`, `ClosedBy`, `ClosedOn`, `CreatedBy`, `CreatedOn`, `EditedBy`, `EditedOn` and `Tester` (runs with an execution by that tester; filter only).',
      de: '`filters` (Zeichenketten `Feld:Wert`, ein führendes `-` schließt aus), `fulltext` (Titel, Beschreibung und Konfiguration) und `lang` (`en` oder `de`). `ProjectId`, `SubprojectId` und `ProjectVersionNumber` wählen den Bereich (ohne sie gelten die Header `Project-Id` und `Subproject-Id`); ohne `ProjectVersionNumber` werden die Testläufe aller Versionen aufgelistet. Weitere Felder: `Id`, `Title`, `Description`, `Configuration`, `Status`, `ClosedBy`, `ClosedOn`, `CreatedBy`, `CreatedOn`, `EditedBy`, `EditedOn` und `Tester` (Testläufe mit einer Ausführung dieses Testers; nur Filter).',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`fullSize`, `page`, `entries` (runs as `GET_DOCUMENT` answers them) and `filterItemMap.Tester`: every tester of the scope as `{ Value, DisplayName, Count }`, where `Count` is the number of runs with an execution by that tester.',
    de: '`fullSize`, `page`, `entries` (Testläufe, wie `GET_DOCUMENT` sie liefert) und `filterItemMap.Tester`: jeder Tester des Bereichs als `{ Value, DisplayName, Count }`, wobei `Count` die Zahl der Testläufe mit einer Ausführung dieses Testers ist.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'UNKNOWN_FILTER_FIELD',
    'UNKNOWN_SORT_FIELD',
  ],
});
