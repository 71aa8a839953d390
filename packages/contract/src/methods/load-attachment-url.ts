import { planMethod } from './define-method';
import { paramTexts } from './param-text';

export const LOAD_ATTACHMENT_URL = planMethod({
  name: 'LOAD_ATTACHMENT_URL',
  areas: ['attachment'],
  summary: {
    en: 'A signed download URL, valid for 5 minutes.',
    de: 'Eine signierte Download-URL, 5 Minuten gültig.',
  },
  paramText: {
    attachmentId: paramTexts.attachmentId,
    docRef: {
      en: 'The document it is assigned to.',
      de: 'Das Dokument, dem er zugeordnet ist.',
    },
  },
  resultText: {
    en: '`location`.',
    de: '`location`.',
  },
});
