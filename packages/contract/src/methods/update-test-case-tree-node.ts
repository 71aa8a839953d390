import { UpdateTestCaseTreeNodeParams } from '../params';
import { TreeNodeContentResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const UPDATE_TEST_CASE_TREE_NODE = defineMethod({
  name: 'UPDATE_TEST_CASE_TREE_NODE',
  areas: ['testcase', 'testfolder'],
  permission: 'edit',
  params: UpdateTestCaseTreeNodeParams,
  result: TreeNodeContentResult,
  summary: {
    en: 'Change a case.',
    de: 'Einen Testfall ändern.',
  },
  paramText: {
    docRef: paramTexts.docRef,
    locale: paramTexts.locale,
    expectedModelVersion: paramTexts.expectedModelVersion,
    document: {
      en: 'The groups to change; each group sent is merged, `TestSteps` replace the list, and `Root.Attachments` (uploaded attachment ids) replaces the attachments. `Root.Metadata` and `__meta` are ignored.',
      de: 'Die zu ändernden Gruppen; jede gesendete Gruppe wird übernommen, `TestSteps` ersetzen die Liste, und `Root.Attachments` (hochgeladene Anhang-Ids) ersetzt die Anhänge. `Root.Metadata` und `__meta` werden ignoriert.',
    },
  },
  resultText: {
    en: 'The updated case document (`Root`, `__meta`).',
    de: 'Das geänderte Testfalldokument (`Root`, `__meta`).',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'STALE_MODEL_VERSION'],
  areaText: {
    testfolder: {
      summary: {
        en: 'Change a folder.',
        de: 'Einen Ordner ändern.',
      },
    },
  },
});
