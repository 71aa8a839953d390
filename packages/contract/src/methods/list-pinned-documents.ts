import { ListPinnedDocumentsParams, PinnedDocumentListResult } from '../pins';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LIST_PINNED_DOCUMENTS = defineMethod({
  name: 'LIST_PINNED_DOCUMENTS',
  areas: ['testsuite', 'testcase', 'testrun'],
  permission: 'read',
  params: ListPinnedDocumentsParams,
  result: PinnedDocumentListResult,
  summary: {
    en: 'Your pinned suites, cases and runs of a project or sub project, filtered, sorted and paged.',
    de: 'Ihre angehefteten Testsuiten, Testfälle und Testläufe eines Projekts oder Unterprojekts, gefiltert, sortiert und seitenweise.',
  },
  paramText: {
    page: paramTexts.page,
    sort: {
      en: 'Sort strings such as `Title ASC`; default `PinnedOn DESC` (the latest pin first). Fields: `PinnedOn`, `DocumentModelName`, `Id`, `Title`.',
      de: 'Sortierangaben wie `Title ASC`; Standard `PinnedOn DESC` (die jüngste Anheftung zuerst). Felder: `PinnedOn`, `DocumentModelName`, `Id`, `Title`.',
    },
    filter: {
      en: '`filters` (`field:value` strings, a leading `-` excludes). `ProjectId` and `SubprojectId` choose the project (without them the `Project-Id` and `Subproject-Id` headers count); `ProjectVersionNumber` keeps the pins of one version. Other fields: `DocumentModelName` (`TestSuite-dm`, `TestCase-dm`, `TestRun-dm`), `PinnedOn`, `Id`, `Title`.',
      de: '`filters` (Zeichenketten `Feld:Wert`, ein führendes `-` schließt aus). `ProjectId` und `SubprojectId` wählen das Projekt (ohne sie gelten die Header `Project-Id` und `Subproject-Id`); `ProjectVersionNumber` behält die angehefteten Dokumente einer Version. Weitere Felder: `DocumentModelName` (`TestSuite-dm`, `TestCase-dm`, `TestRun-dm`), `PinnedOn`, `Id`, `Title`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`fullSize`, `page` and `entries`: per pin the document’s `docRef` and `documentModelName`, its `Id`, `Title`, `ProjectId`, `SubprojectId` and `ProjectVersionNumber`, and `PinnedOn` with `DisplayPinnedOn` in the call’s locale. Read a document with `GET_DOCUMENT`.',
    de: '`fullSize`, `page` und `entries`: je angeheftetem Dokument dessen `docRef` und `documentModelName`, seine `Id`, `Title`, `ProjectId`, `SubprojectId` und `ProjectVersionNumber` sowie `PinnedOn` mit `DisplayPinnedOn` in der Sprache des Aufrufs. Ein Dokument liest `GET_DOCUMENT`.',
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
