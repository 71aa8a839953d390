import { z } from 'zod';
import { TestRunRefParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const CHECK_TEST_RUN_EMPTY = defineMethod({
  name: 'CHECK_TEST_RUN_EMPTY',
  areas: ['testrun'],
  permission: 'read',
  params: TestRunRefParams,
  result: z.boolean(),
  summary: {
    en: 'Whether a run holds no suites.',
    de: 'Ob ein Testlauf keine Testsuiten enthält.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`true` when the run holds no suites (and so no executions).',
    de: '`true`, wenn der Testlauf keine Testsuiten (und damit keine Ausführungen) enthält.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT'],
});
