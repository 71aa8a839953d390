import { MoveTestFolderParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const MOVE_TEST_FOLDER = defineMethod({
  name: 'MOVE_TEST_FOLDER',
  areas: ['testfolder'],
  permission: 'edit',
  params: MoveTestFolderParams,
  result: DocRefResult,
  summary: {
    en: 'Move a folder with its sub tree to the top or bottom of a suite or folder; runs as a task.',
    de: 'Einen Ordner mit seinem Teilbaum an den Anfang oder das Ende einer Testsuite oder eines Ordners verschieben; läuft als Aufgabe.',
  },
  paramText: {
    testFolderDocRef: paramTexts.testFolderDocRef,
    destinationDocRef: paramTexts.destinationDocRef,
    position: paramTexts.position,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `MOVE_TEST_FOLDER` task; its `Result` is `{ moved }`. A move into the folder itself or below it ends the task in `ERROR` (`INVALID_PARAMS`).',
    de: 'Die `docRef` der Aufgabe `MOVE_TEST_FOLDER`; ihr `Result` ist `{ moved }`. Eine Verschiebung in den Ordner selbst oder darunter beendet die Aufgabe mit `ERROR` (`INVALID_PARAMS`).',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
