import { CopyTestFolderParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';

export const COPY_TEST_FOLDER = defineMethod({
  name: 'COPY_TEST_FOLDER',
  areas: ['testfolder'],
  params: CopyTestFolderParams,
  result: DocRefResult,
  summary: {
    en: 'Copy a folder with its sub tree to the end of a suite or folder; runs as a task.',
    de: 'Einen Ordner mit seinem Teilbaum ans Ende einer Testsuite oder eines Ordners kopieren; läuft als Aufgabe.',
  },
  paramText: {
    testFolderDocRef: {
      en: 'The folder.',
      de: 'Der Ordner.',
    },
    destinationDocRef: {
      en: 'A suite or folder of the same project version.',
      de: 'Eine Testsuite oder ein Ordner derselben Projektversion.',
    },
    locale: {
      en: '`en` or `de`: the language of messages and display fields.',
      de: '`en` oder `de`: die Sprache von Meldungen und Anzeigefeldern.',
    },
  },
  resultText: {
    en: 'The `docRef` of the `COPY_TEST_FOLDER` task; its `Result` is `{ folders, cases }`.',
    de: 'Die `docRef` der Aufgabe `COPY_TEST_FOLDER`; ihr `Result` ist `{ folders, cases }`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
