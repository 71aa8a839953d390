import { CreateTestCaseTreeNodeParams } from '../params';
import { LinkRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const CREATE_TEST_CASE_TREE_NODE = defineMethod({
  name: 'CREATE_TEST_CASE_TREE_NODE',
  areas: ['testcase', 'testfolder'],
  permission: 'edit',
  params: CreateTestCaseTreeNodeParams,
  result: LinkRefResult,
  summary: {
    en: 'Create a case at the end of a suite or folder.',
    de: 'Einen Testfall am Ende einer Testsuite oder eines Ordners anlegen.',
  },
  paramText: {
    documentModelName: paramTexts.documentModelName,
    locale: paramTexts.locale,
    document: {
      en: '`{ Root: { General, Criteria?, Conditions?, Sources?, Risk?, TestSteps?, Attachments? } }`; only `General.Title` is required. `Attachments` are uploaded attachment ids.',
      de: '`{ Root: { General, Criteria?, Conditions?, Sources?, Risk?, TestSteps?, Attachments? } }`; nur `General.Title` ist Pflicht. `Attachments` sind hochgeladene Anhang-Ids.',
    },
    parentNodeDocRef: {
      en: 'The parent suite or folder.',
      de: 'Die übergeordnete Testsuite oder der Ordner.',
    },
  },
  resultText: {
    en: '`id` and `linkDescriptor` (`relationshipModel`, parent and child `entities`, `predecessorLinkRef`, zero-based `position`).',
    de: '`id` und `linkDescriptor` (`relationshipModel`, `entities` für Eltern- und Kindknoten, `predecessorLinkRef`, `position` ab 0).',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'UNSUPPORTED_DOCUMENT_MODEL'],
  areaText: {
    testfolder: {
      summary: {
        en: 'Create a folder at the end of a suite or folder.',
        de: 'Einen Ordner am Ende einer Testsuite oder eines Ordners anlegen.',
      },
    },
  },
});
