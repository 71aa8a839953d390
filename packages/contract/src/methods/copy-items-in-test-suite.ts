import { CopyItemsInTestSuiteParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const COPY_ITEMS_IN_TEST_SUITE = defineMethod({
  name: 'COPY_ITEMS_IN_TEST_SUITE',
  areas: ['testfolder'],
  permission: 'edit',
  params: CopyItemsInTestSuiteParams,
  result: DocRefResult,
  summary: {
    en: 'Copy cases and folders (with their sub trees) to the end of a suite or folder; runs as a task.',
    de: 'Testfälle und Ordner (mit ihren Teilbäumen) ans Ende einer Testsuite oder eines Ordners kopieren; läuft als Aufgabe.',
  },
  paramText: {
    itemDocRefs: paramTexts.itemDocRefs,
    destinationDocRef: paramTexts.destinationDocRef,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `COPY_ITEMS_IN_TEST_SUITE` task; its `Result` is `{ folders, cases }`.',
    de: 'Die `docRef` der Aufgabe `COPY_ITEMS_IN_TEST_SUITE`; ihr `Result` ist `{ folders, cases }`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
