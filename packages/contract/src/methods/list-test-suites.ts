import { ListTestSuitesParams } from '../params';
import { DocumentListResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LIST_TEST_SUITES = defineMethod({
  name: 'LIST_TEST_SUITES',
  areas: ['testsuite'],
  permission: 'read',
  params: ListTestSuitesParams,
  result: DocumentListResult,
  summary: {
    en: 'The suites of a project version.',
    de: 'Die Testsuiten einer Projektversion.',
  },
  paramText: {
    projectSpec: {
      en: '`projectId`, `subProjectId` (`_` or left out for the parent project) and `projectVersionNumber` (the latest version when left out).',
      de: '`projectId`, `subProjectId` (`_` oder weggelassen für das Hauptprojekt) und `projectVersionNumber` (ohne Angabe die neueste Version).',
    },
    filter: {
      en: '`filters` (`field:value` strings, a leading `-` excludes), `fulltext` and `lang` (`en` or `de`).',
      de: '`filters` (Zeichenketten `Feld:Wert`, ein führendes `-` schließt aus), `fulltext` und `lang` (`en` oder `de`).',
    },
    page: paramTexts.page,
    sort: {
      en: 'Sort strings such as `Title ASC` or `Root.General.Order ASC`; an empty list sorts by `Order ASC`. Fields: `Id`, `Title`, `Description`, `Order`, `RecommendedPriority`, `CreatedBy`, `CreatedOn`, `EditedBy`, `EditedOn`.',
      de: 'Sortierangaben wie `Title ASC` oder `Root.General.Order ASC`; eine leere Liste sortiert nach `Order ASC`. Felder: `Id`, `Title`, `Description`, `Order`, `RecommendedPriority`, `CreatedBy`, `CreatedOn`, `EditedBy`, `EditedOn`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`fullSize`, `page` and `entries` (`docRef`, `documentModelName`, `document` with `DisplayFields`).',
    de: '`fullSize`, `page` und `entries` (`docRef`, `documentModelName`, `document` mit `DisplayFields`).',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_NOT_FOUND',
    'UNKNOWN_FILTER_FIELD',
    'UNKNOWN_SORT_FIELD',
  ],
});
