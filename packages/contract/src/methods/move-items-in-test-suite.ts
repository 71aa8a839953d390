import { MoveItemsInTestSuiteParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';

export const MOVE_ITEMS_IN_TEST_SUITE = defineMethod({
  name: 'MOVE_ITEMS_IN_TEST_SUITE',
  areas: ['testfolder'],
  params: MoveItemsInTestSuiteParams,
  result: DocRefResult,
  summary: {
    en: 'Move cases and folders (with their sub trees) to the top or bottom of a suite or folder; runs as a task.',
    de: 'Testfälle und Ordner (mit ihren Teilbäumen) an den Anfang oder das Ende einer Testsuite oder eines Ordners verschieben; läuft als Aufgabe.',
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
    position: {
      en: '`TOP` or `BOTTOM` (default).',
      de: '`TOP` oder `BOTTOM` (Standard).',
    },
  },
  resultText: {
    en: 'The `docRef` of the `MOVE_ITEMS_IN_TEST_SUITE` task; its `Result` is `{ moved }`.',
    de: 'Die `docRef` der Aufgabe `MOVE_ITEMS_IN_TEST_SUITE`; ihr `Result` ist `{ moved }`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
