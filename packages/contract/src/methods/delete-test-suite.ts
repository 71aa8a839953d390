import { z } from 'zod';
import { DeleteTestSuiteParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const DELETE_TEST_SUITE = defineMethod({
  name: 'DELETE_TEST_SUITE',
  areas: ['testsuite'],
  permission: 'edit',
  params: DeleteTestSuiteParams,
  result: z.literal('OK'),
  summary: {
    en: 'Delete a suite with its folders and cases, unless it is in an open run; runs as a task.',
    de: 'Eine Testsuite mit ihren Ordnern und Testfällen löschen, sofern sie in keinem offenen Testlauf ist; läuft als Aufgabe.',
  },
  paramText: {
    testSuiteDocRef: {
      en: '`TestSuite-dm/<id>`.',
      de: '`TestSuite-dm/<id>`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`OK` once the `DELETE_TEST_SUITE` task is queued (find it with `LIST_DOCUMENTS` for `TaskRequest-dm`).',
    de: '`OK`, sobald die Aufgabe `DELETE_TEST_SUITE` eingereiht ist (zu finden mit `LIST_DOCUMENTS` für `TaskRequest-dm`).',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'TEST_SUITE_IN_OPEN_RUN'],
});
