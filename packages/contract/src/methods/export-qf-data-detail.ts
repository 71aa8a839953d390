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
    en: 'Once the task is `DONE`, `GET /api/automation/data/{taskRequestId}` (by the id or the docRef of the task) downloads the detail list (`application/json`, schema `ExportDetail`, with `X-TMT-Export-Type: DETAIL` and `X-TMT-Exported-On`, epoch ms): every case in tree order with `versionNumber`, `state`, `tags`, `status`, `assignee`, `type`, `automation`, `prioritization`, `versionDelta` (what changed against the version this one was derived from), `description`, `attachments`, `precondition`, `testSteps` and `metadata` (`createdOn`, `createdBy`, `editedOn`, `editedBy`, `derivedFrom`).',
    de: 'Sobald die Aufgabe `DONE` ist, lädt `GET /api/automation/data/{taskRequestId}` (mit der Id der Aufgabe oder ihrer docRef) die Detailliste herunter (`application/json`, Schema `ExportDetail`, mit `X-TMT-Export-Type: DETAIL` und `X-TMT-Exported-On`, Epoch-ms): jeden Testfall in Baumreihenfolge mit `versionNumber`, `state`, `tags`, `status`, `assignee`, `type`, `automation`, `prioritization`, `versionDelta` (was sich gegenüber der Version geändert hat, aus der diese abgeleitet ist), `description`, `attachments`, `precondition`, `testSteps` und `metadata` (`createdOn`, `createdBy`, `editedOn`, `editedBy`, `derivedFrom`).',
  },
  paramText: {
    projectId: paramTexts.projectId,
    subprojectId: paramTexts.subprojectId,
    version: paramTexts.version,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the task request that writes the export; its `Result` is `{ cases, removed, removedTestCases, size }`: `removed` counts the cases the version it was derived from had and this one has not, `removedTestCases` names the first 1,000 (`technicalId`, `id`, `title`), `size` is in bytes.',
    de: 'Die `docRef` der Aufgabe (Task Request), die den Export schreibt; ihr `Result` ist `{ cases, removed, removedTestCases, size }`: `removed` zählt die Testfälle, die die Version, aus der diese abgeleitet ist, hatte und diese nicht mehr hat, `removedTestCases` nennt die ersten 1.000 (`technicalId`, `id`, `title`), `size` ist in Bytes.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'VERSION_NOT_FOUND'],
});
