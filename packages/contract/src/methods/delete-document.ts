import { z } from 'zod';
import { DeleteDocumentParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const DELETE_DOCUMENT = defineMethod({
  name: 'DELETE_DOCUMENT',
  areas: ['testcase'],
  params: DeleteDocumentParams,
  result: z.null(),
  summary: {
    en: 'Delete a case.',
    de: 'Einen Testfall löschen, der in keinem offenen Testlauf ist.',
  },
  paramText: {
    docRef: paramTexts.docRef,
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`null`.',
    de: '`null`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'TEST_CASE_IN_OPEN_RUN'],
});
