import { CopyItemsInTestSuiteParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';

export const COPY_ITEMS_IN_TEST_SUITE = defineMethod({
  name: 'COPY_ITEMS_IN_TEST_SUITE',
  areas: ['testfolder'],
  params: CopyItemsInTestSuiteParams,
  result: DocRefResult,
  summary: {
    en: 'Copy cases and folders (with their sub trees) to the end of a suite or folder; runs as a task.',
    de: 'Testfälle und Ordner (mit ihren Teilbäumen) ans Ende einer Testsuite oder eines Ordners kopieren; läuft als Aufgabe.',
  },
  paramText: {
    itemDocRefs: {
      en: "1 to 1,000 `TestCase-dm` and `TestFolder-dm` docRefs of the destination's version.",
      de: '1 bis 1.000 docRefs vom Typ `TestCase-dm` und `TestFolder-dm` aus der Version des Ziels.',
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
    en: 'The `docRef` of the `COPY_ITEMS_IN_TEST_SUITE` task; its `Result` is `{ folders, cases }`.',
    de: 'Die `docRef` der Aufgabe `COPY_ITEMS_IN_TEST_SUITE`; ihr `Result` ist `{ folders, cases }`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
