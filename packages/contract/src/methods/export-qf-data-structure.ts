import { ExportStructure, QfVersionParams } from '../automation';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const EXPORT_QF_DATA_STRUCTURE = defineMethod({
  name: 'EXPORT_QF_DATA_STRUCTURE',
  areas: ['automation'],
  permission: 'read',
  params: QfVersionParams,
  result: DocRefResult,
  download: { contentType: 'application/json', schema: ExportStructure },
  summary: {
    en: 'Export the tree of a version for a test tool; runs as a task.',
    de: 'Den Baum einer Version für ein Testwerkzeug exportieren; läuft als Aufgabe.',
  },
  description: {
    en: 'Once the task is `DONE`, `GET /api/automation/data/{taskRequestId}` (by the id or the docRef of the task) downloads the structure tree itself (`application/json`, schema `ExportStructure`, with `X-TMT-Export-Type: STRUCTURE` and `X-TMT-Exported-On`, epoch ms): the tree Project → Version → TestSuite → TestFolder (nested) → TestCase, each node with `type`, `technicalId`, `id` and `title`, suites, folders and cases in their order in the tree.',
    de: 'Sobald die Aufgabe `DONE` ist, lädt `GET /api/automation/data/{taskRequestId}` (mit der Id der Aufgabe oder ihrer docRef) den Strukturbaum selbst herunter (`application/json`, Schema `ExportStructure`, mit `X-TMT-Export-Type: STRUCTURE` und `X-TMT-Exported-On`, Epoch-ms): den Baum Projekt → Version → Testsuite → Testordner (verschachtelt) → Testfall, jeder Knoten mit `type`, `technicalId`, `id` und `title`, Testsuiten, Ordner und Testfälle in ihrer Reihenfolge im Baum.',
  },
  paramText: {
    projectId: paramTexts.projectId,
    subprojectId: paramTexts.subprojectId,
    version: paramTexts.version,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the task request that writes the export; its `Result` is `{ suites, folders, cases, size }` (bytes).',
    de: 'Die `docRef` der Aufgabe (Task Request), die den Export schreibt; ihr `Result` ist `{ suites, folders, cases, size }` (Bytes).',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'VERSION_NOT_FOUND'],
});
