import { LoadProjectSettingParams } from '../params';
import { DocumentAnswerResult } from '../results';
import { defineMethod } from './define-method';

export const LOAD_PROJECT_SETTING = defineMethod({
  name: 'LOAD_PROJECT_SETTING',
  areas: ['project'],
  params: LoadProjectSettingParams,
  result: DocumentAnswerResult,
  summary: {
    en: 'The settings of a project or sub project.',
    de: 'Die Einstellungen eines Projekts oder Unterprojekts.',
  },
  paramText: {
    projectId: {
      en: '`P_n`.',
      de: '`P_n`.',
    },
    subProjectId: {
      en: '`SP_n` or `_`.',
      de: '`SP_n` oder `_`.',
    },
    locale: {
      en: '`en` or `de`: the language of messages and display fields.',
      de: '`en` oder `de`: die Sprache von Meldungen und Anzeigefeldern.',
    },
  },
  resultText: {
    en: 'The `ProjectSetting-dm` document.',
    de: 'Das Dokument `ProjectSetting-dm`.',
  },
  errors: ['PROJECT_ID_REQUIRED', 'HEADER_PARAM_MISMATCH', 'DOCUMENT_NOT_FOUND', 'NO_ROLE_IN_PROJECT'],
});
