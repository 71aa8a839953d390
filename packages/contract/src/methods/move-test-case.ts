import { MoveTestCaseParams } from '../params';
import { MoveTestCaseResult } from '../results';
import { defineMethod } from './define-method';

export const MOVE_TEST_CASE = defineMethod({
  name: 'MOVE_TEST_CASE',
  areas: ['testcase'],
  params: MoveTestCaseParams,
  result: MoveTestCaseResult,
  summary: {
    en: 'Move a case to a suite or folder.',
    de: 'Einen Testfall in eine Testsuite oder einen Ordner verschieben.',
  },
  paramText: {
    sourceDocRef: {
      en: 'The case.',
      de: 'Der Testfall.',
    },
    destinationDocRef: {
      en: 'A suite or folder of the same project version.',
      de: 'Eine Testsuite oder ein Ordner derselben Projektversion.',
    },
    predecessorDocRef: {
      en: 'A case or folder directly under the destination; the case goes right after it.',
      de: 'Ein Testfall oder Ordner direkt unter dem Ziel; der Testfall kommt direkt dahinter.',
    },
    position: {
      en: '`TOP` or `BOTTOM` (default), when there is no `predecessorDocRef`.',
      de: '`TOP` oder `BOTTOM` (Standard), wenn kein `predecessorDocRef` angegeben ist.',
    },
    locale: {
      en: '`en` or `de`: the language of messages and display fields.',
      de: '`en` oder `de`: die Sprache von Meldungen und Anzeigefeldern.',
    },
  },
  resultText: {
    en: '`documentSpec` and `path`.',
    de: '`documentSpec` und `path`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
