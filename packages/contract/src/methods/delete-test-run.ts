import { z } from 'zod';
import { TestRunRefParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const DELETE_TEST_RUN = defineMethod({
  name: 'DELETE_TEST_RUN',
  areas: ['testrun'],
  permission: 'edit',
  params: TestRunRefParams,
  result: z.boolean(),
  summary: {
    en: 'Delete a run that holds no suites.',
    de: 'Einen Testlauf löschen, der keine Testsuiten enthält.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`true`. A run that still holds suites fails with `-32009` `TEST_RUN_NOT_EMPTY`; remove them with `DELETE_TEST_SUITES_FROM_RUN` first.',
    de: '`true`. Ein Testlauf, der noch Testsuiten enthält, scheitert mit `-32009` `TEST_RUN_NOT_EMPTY`; entfernen Sie sie zuerst mit `DELETE_TEST_SUITES_FROM_RUN`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'TEST_RUN_NOT_EMPTY'],
});
