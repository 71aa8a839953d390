import { ExportDetail, QfVersionParams } from '../automation';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const EXPORT_QF_DATA_DETAIL = defineMethod({
  name: 'EXPORT_QF_DATA_DETAIL',
  areas: ['automation'],
  permission: 'read',
  params: QfVersionParams,
  result: DocRefResult,
  download: { contentType: 'application/json', schema: ExportDetail },
  summary: {
    en: 'Export all cases of a version with their details for a test tool; runs as a task.',
    de: 'Alle Testfälle einer Version mit Details für ein Testwerkzeug exportieren; läuft als Aufgabe.',
  },
  description: {
    en: 'Once the task is `DONE`, `GET /api/automation/data/{taskRequestId}` downloads the export (`application/json`, schema `ExportDetail`): the project and version, every case in tree order with `versionNumber`, `state`, `tags`, `status`, `assignee`, `type`, `automation`, `prioritization`, `versionDelta` (what changed against the version this one was derived from), `description`, `attachments`, `precondition`, `testSteps` and `metadata` (`createdOn`, `createdBy`, `editedOn`, `editedBy`, `derivedFrom`), and the cases that version had and this one no longer has.',
    de: 'Sobald die Aufgabe `DONE` ist, lädt `GET /api/automation/data/{taskRequestId}` den Export herunter (`application/json`, Schema `ExportDetail`): Projekt und Version, jeden Testfall in Baumreihenfolge mit `versionNumber`, `state`, `tags`, `status`, `assignee`, `type`, `automation`, `prioritization`, `versionDelta` (was sich gegenüber der Version geändert hat, aus der diese abgeleitet ist), `description`, `attachments`, `precondition`, `testSteps` und `metadata` (`createdOn`, `createdBy`, `editedOn`, `editedBy`, `derivedFrom`), und die Testfälle, die jene Version hatte und diese nicht mehr.',
  },
  paramText: {
    projectId: paramTexts.projectId,
    subprojectId: paramTexts.subprojectId,
    version: paramTexts.version,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the task request that writes the export; its `Result` is `{ cases, removed, size }` (bytes).',
    de: 'Die `docRef` der Aufgabe (Task Request), die den Export schreibt; ihr `Result` ist `{ cases, removed, size }` (Bytes).',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'VERSION_NOT_FOUND'],
});
