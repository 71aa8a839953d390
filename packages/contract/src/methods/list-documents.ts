import { ListDocumentsParams } from '../params';
import { DocumentsListResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LIST_DOCUMENTS = defineMethod({
  name: 'LIST_DOCUMENTS',
  areas: ['testcase', 'testfolder', 'testrun', 'task', 'tag', 'project'],
  params: ListDocumentsParams,
  result: DocumentsListResult,
  summary: {
    en: 'Test cases of a project version, filtered, sorted and paged.',
    de: 'Die Testfälle einer Projektversion, gefiltert, sortiert und seitenweise.',
  },
  paramText: {
    documentModelName: paramTexts.documentModelName,
    filter: {
      en: '`filters` (`field:value` strings, a leading `-` excludes), `fulltext` and `lang` (`en` or `de`). `ProjectId`, `SubprojectId` and `ProjectVersionNumber` choose the version; without them the headers and the latest version count. Other fields: `Id`, `Title`, `Description`, `TestSuiteId`, `Status`, `Type`, `Automation`, `Prioritization`, `User`, `EstimatedExecutionTime`, `Tags`, `Frozen`, `ParentNodeId`, `Order`, `CreatedBy`, `CreatedOn`, `EditedBy`, `EditedOn`.',
      de: '`filters` (Zeichenketten `Feld:Wert`, ein führendes `-` schließt aus), `fulltext` und `lang` (`en` oder `de`). `ProjectId`, `SubprojectId` und `ProjectVersionNumber` wählen die Version; ohne sie gelten die Header und die neueste Version. Weitere Felder: `Id`, `Title`, `Description`, `TestSuiteId`, `Status`, `Type`, `Automation`, `Prioritization`, `User`, `EstimatedExecutionTime`, `Tags`, `Frozen`, `ParentNodeId`, `Order`, `CreatedBy`, `CreatedOn`, `EditedBy`, `EditedOn`.',
    },
    page: paramTexts.page,
    sort: {
      en: 'Sort strings such as `Title ASC`; default `Id ASC`.',
      de: 'Sortierangaben wie `Title ASC`; Standard `Id ASC`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`fullSize`, `page` and `entries`.',
    de: '`fullSize`, `page` und `entries`.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_NOT_FOUND',
    'UNKNOWN_FILTER_FIELD',
    'UNKNOWN_SORT_FIELD',
    'UNSUPPORTED_DOCUMENT_MODEL',
  ],
  plannedAreas: ['risklevel', 'user'],
  areaText: {
    project: {
      summary: {
        en: 'The versions (`ProjectVersion-dm`) of a project or sub project, newest first; filters and sorts `VersionNumber`, `Title`, `Description`, `Status`, `IsLatestVersion`, `IsAwaitingClosure` and the audit fields.',
        de: 'Die Versionen (`ProjectVersion-dm`) eines Projekts oder Unterprojekts, neueste zuerst; Filter und Sortierung nach `VersionNumber`, `Title`, `Description`, `Status`, `IsLatestVersion`, `IsAwaitingClosure` und den Audit-Feldern.',
      },
    },
    testfolder: {
      summary: {
        en: 'The folders of a project version.',
        de: 'Die Ordner einer Projektversion.',
      },
    },
    testrun: {
      summary: {
        en: 'The runs of a project or sub project, filtered, sorted and paged.',
        de: 'Die Testläufe eines Projekts oder Unterprojekts, gefiltert, sortiert und seitenweise.',
      },
    },
    task: {
      summary: {
        en: 'The task requests of a project, newest first.',
        de: 'Die Aufgaben eines Projekts, neueste zuerst.',
      },
    },
    tag: {
      summary: {
        en: 'List `Tag-dm` documents.',
        de: 'Dokumente `Tag-dm` auflisten.',
      },
    },
    risklevel: {
      summary: {
        en: 'List `RiskLevel-dm` documents.',
        de: 'Dokumente `RiskLevel-dm` auflisten.',
      },
    },
    user: {
      summary: {
        en: 'List `User-dm` documents.',
        de: 'Dokumente `User-dm` auflisten.',
      },
    },
  },
});
