import { z } from 'zod';
import { LoadThumbnailUrlParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LOAD_THUMBNAIL_URL = defineMethod({
  name: 'LOAD_THUMBNAIL_URL',
  areas: ['attachment'],
  permission: 'read',
  params: LoadThumbnailUrlParams,
  result: z
    .strictObject({ smallThumbnailUrl: z.string().nullable(), bigThumbnailUrl: z.string().nullable() })
    .meta({ id: 'ThumbnailUrls' }),
  summary: {
    en: 'Stable thumbnail URLs.',
    de: 'Stabile URLs der Vorschaubilder.',
  },
  description: {
    en: 'For JPEG, PNG, BMP, WBMP, GIF and SVG images: PNGs whose longest side is at most 128 (small) and 512 (big) pixels. The URLs are addressed by the content, need no token and may be cached for good; other types answer null.',
    de: 'Für JPEG-, PNG-, BMP-, WBMP-, GIF- und SVG-Bilder: PNGs, deren längste Seite höchstens 128 (klein) und 512 (groß) Pixel misst. Die URLs richten sich nach dem Inhalt, brauchen kein Token und dürfen dauerhaft zwischengespeichert werden; andere Typen antworten mit null.',
  },
  paramText: {
    attachmentId: paramTexts.attachmentId,
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`smallThumbnailUrl` and `bigThumbnailUrl`, paths relative to the server, or null.',
    de: '`smallThumbnailUrl` und `bigThumbnailUrl`, Pfade relativ zum Server, oder null.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'NO_ROLE_IN_PROJECT', 'HEADER_PARAM_MISMATCH'],
});
