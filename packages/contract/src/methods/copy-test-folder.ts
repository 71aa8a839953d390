import { CopyTestFolderParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const COPY_TEST_FOLDER = defineMethod({
  name: 'COPY_TEST_FOLDER',
  areas: ['testfolder'],
  permission: 'edit',
  params: CopyTestFolderParams,
  result: DocRefResult,
  summary: {
    en: 'Copy a folder with its sub tree to the end of a suite or folder; runs as a task.',
    de: 'Einen Ordner mit seinem Teilbaum ans Ende einer Testsuite oder eines Ordners kopieren; läuft als Aufgabe.',
  },
  paramText: {
    testFolderDocRef: paramTexts.testFolderDocRef,
    destinationDocRef: paramTexts.destinationDocRef,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `COPY_TEST_FOLDER` task; its `Result` is `{ folders, cases }`.',
    de: 'Die `docRef` der Aufgabe `COPY_TEST_FOLDER`; ihr `Result` ist `{ folders, cases }`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
