import { MoveTestCaseParams } from '../params';
import { MoveTestCaseResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const MOVE_TEST_CASE = defineMethod({
  name: 'MOVE_TEST_CASE',
  areas: ['testcase'],
  permission: 'edit',
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
    destinationDocRef: paramTexts.destinationDocRef,
    predecessorDocRef: {
      en: 'A case or folder directly under the destination; the case goes right after it.',
      de: 'Ein Testfall oder Ordner direkt unter dem Ziel; der Testfall kommt direkt dahinter.',
    },
    position: {
      en: '`TOP` or `BOTTOM` (default), when there is no `predecessorDocRef`.',
      de: '`TOP` oder `BOTTOM` (Standard), wenn kein `predecessorDocRef` angegeben ist.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`documentSpec` and `path`.',
    de: '`documentSpec` und `path`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
