import { z } from 'zod';
import { DeleteDocumentParams } from '../params';
import { defineMethod } from './define-method';

export const DELETE_DOCUMENT = defineMethod({
  name: 'DELETE_DOCUMENT',
  areas: ['testcase'],
  params: DeleteDocumentParams,
  result: z.unknown(),
  summary: {
    en: 'Delete a case.',
    de: 'Einen Testfall löschen, der in keinem offenen Testlauf ist.',
  },
  paramText: {
    docRef: {
      en: 'The case.',
      de: 'Der Testfall.',
    },
    locale: {
      en: '`en` or `de`: the language of messages and display fields.',
      de: '`en` oder `de`: die Sprache von Meldungen und Anzeigefeldern.',
    },
  },
  resultText: {
    en: '`null`.',
    de: '`null`.',
  },
  errors: [],
});
