import { planMethod } from './define-method';
import { paramTexts } from './param-text';

export const LOAD_THUMBNAIL_URL = planMethod({
  name: 'LOAD_THUMBNAIL_URL',
  areas: ['attachment'],
  summary: {
    en: 'Stable thumbnail URLs.',
    de: 'Stabile URLs der Vorschaubilder.',
  },
  paramText: {
    attachmentId: paramTexts.attachmentId,
  },
  resultText: {
    en: '`smallThumbnailUrl` and `bigThumbnailUrl`.',
    de: '`smallThumbnailUrl` und `bigThumbnailUrl`.',
  },
});
