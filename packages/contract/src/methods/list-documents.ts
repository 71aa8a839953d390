import { ListDocumentsParams } from '../params';
import { DocumentsListResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LIST_DOCUMENTS = defineMethod({
  name: 'LIST_DOCUMENTS',
  areas: ['testcase', 'testfolder', 'testrun', 'task', 'tag', 'project', 'user', 'risklevel'],
  permission: 'read',
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
        en: 'The risk level documents (`RiskLevel-dm`) of a project version, one per case, highest risk first.',
        de: 'Die Risikodokumente (`RiskLevel-dm`) einer Projektversion, eines je Testfall, höchstes Risiko zuerst.',
      },
      description: {
        en: 'The version is chosen by the `ProjectId`, `SubprojectId` and `ProjectVersionNumber` filters (or the headers and the latest version). Filters `TestCaseId`, `RiskLevelHeatmap`, `RiskLevelBusinessLogic`, `RiskLevelTestHistory`, `RiskLevelReleaseScope`, `Likelihood`, `Impact`, `TestType`, `Priority` and the audit fields; several values of one field are alternatives (`RiskLevelHeatmap:HIGH`, `RiskLevelHeatmap:MEDIUM`). Sorts `RiskLevelHeatmapValue` (default `DESC`; without a value last), `TestCaseId`, `Frequency`, `Severity` and the audit fields.',
        de: 'Die Version wählen die Filter `ProjectId`, `SubprojectId` und `ProjectVersionNumber` (oder die Header und die neueste Version). Filter `TestCaseId`, `RiskLevelHeatmap`, `RiskLevelBusinessLogic`, `RiskLevelTestHistory`, `RiskLevelReleaseScope`, `Likelihood`, `Impact`, `TestType`, `Priority` und die Audit-Felder; mehrere Werte eines Felds sind Alternativen (`RiskLevelHeatmap:HIGH`, `RiskLevelHeatmap:MEDIUM`). Sortiert nach `RiskLevelHeatmapValue` (Standard `DESC`; ohne Wert zuletzt), `TestCaseId`, `Frequency`, `Severity` und den Audit-Feldern.',
      },
    },
    user: {
      summary: {
        en: 'The users (`User-dm`) you can see, by `username` unless sorted otherwise.',
        de: 'Die Benutzer (`User-dm`), die Sie sehen, nach `username` geordnet, sofern nicht anders sortiert.',
      },
      description: {
        en: 'Filters `id`, `username`, `email`, `firstName`, `lastName`, `enabled`, `ExpirationDate` (epoch ms), `organizationUnit` (users with a role on that unit: `P_1`, `SP_2` or the tenant id), `role` (users holding a role of that name) and the audit fields; `fulltext` searches username, first and last name and email. Sorts by any of these but `organizationUnit` and `role`. No project is needed.',
        de: 'Filter `id`, `username`, `email`, `firstName`, `lastName`, `enabled`, `ExpirationDate` (Epoch-ms), `organizationUnit` (Benutzer mit einer Rolle in dieser Einheit: `P_1`, `SP_2` oder die Mandanten-Id), `role` (Benutzer mit einer Rolle dieses Namens) und die Audit-Felder; `fulltext` durchsucht Benutzername, Vor- und Nachname und E-Mail. Sortiert wird nach all diesen außer `organizationUnit` und `role`. Ein Projekt ist nicht nötig.',
      },
    },
  },
});
