import { planMethod } from './define-method';

export const LOAD_THUMBNAIL_URL = planMethod({
  name: 'LOAD_THUMBNAIL_URL',
  areas: ['attachment'],
  summary: {
    en: 'Stable thumbnail URLs.',
    de: 'Stabile URLs der Vorschaubilder.',
  },
  paramText: {
    attachmentId: {
      en: 'The attachment.',
      de: 'Der Anhang.',
    },
  },
  resultText: {
    en: '`smallThumbnailUrl` and `bigThumbnailUrl`.',
    de: '`smallThumbnailUrl` und `bigThumbnailUrl`.',
  },
});
