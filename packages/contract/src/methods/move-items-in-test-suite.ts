import { MoveItemsInTestSuiteParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const MOVE_ITEMS_IN_TEST_SUITE = defineMethod({
  name: 'MOVE_ITEMS_IN_TEST_SUITE',
  areas: ['testfolder'],
  permission: 'edit',
  params: MoveItemsInTestSuiteParams,
  result: DocRefResult,
  summary: {
    en: 'Move cases and folders (with their sub trees) to the top or bottom of a suite or folder; runs as a task.',
    de: 'Testfälle und Ordner (mit ihren Teilbäumen) an den Anfang oder das Ende einer Testsuite oder eines Ordners verschieben; läuft als Aufgabe.',
  },
  paramText: {
    itemDocRefs: paramTexts.itemDocRefs,
    destinationDocRef: paramTexts.destinationDocRef,
    locale: paramTexts.locale,
    position: paramTexts.position,
  },
  resultText: {
    en: 'The `docRef` of the `MOVE_ITEMS_IN_TEST_SUITE` task; its `Result` is `{ moved }`.',
    de: 'Die `docRef` der Aufgabe `MOVE_ITEMS_IN_TEST_SUITE`; ihr `Result` ist `{ moved }`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
