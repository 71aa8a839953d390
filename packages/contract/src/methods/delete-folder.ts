import { z } from 'zod';
import { DeleteFolderParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const DELETE_FOLDER = defineMethod({
  name: 'DELETE_FOLDER',
  areas: ['testfolder'],
  permission: 'edit',
  params: DeleteFolderParams,
  result: z.null(),
  summary: {
    en: 'Delete a folder with its whole sub tree.',
    de: 'Einen Ordner mit seinem ganzen Teilbaum löschen.',
  },
  paramText: {
    docRef: {
      en: 'The folder.',
      de: 'Der Ordner.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`null`.',
    de: '`null`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'TEST_CASE_IN_OPEN_RUN'],
});
