import { z } from 'zod';
import { LoadAttachmentUrlParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LOAD_ATTACHMENT_URL = defineMethod({
  name: 'LOAD_ATTACHMENT_URL',
  areas: ['attachment'],
  permission: 'read',
  params: LoadAttachmentUrlParams,
  result: z.strictObject({ location: z.string() }).meta({ id: 'AttachmentUrl' }),
  summary: {
    en: 'A signed download URL, valid for 5 minutes.',
    de: 'Eine signierte Download-URL, 5 Minuten gültig.',
  },
  description: {
    en: 'Only for an attachment assigned to `docRef`, and only to a caller who may read that document. The URL downloads the file with `Content-Disposition: attachment` and its stored type; after 5 minutes, or changed in any way, it answers 403.',
    de: 'Nur für einen Anhang, der `docRef` zugeordnet ist, und nur für Aufrufer, die dieses Dokument lesen dürfen. Die URL lädt die Datei mit `Content-Disposition: attachment` und ihrem gespeicherten Typ herunter; nach 5 Minuten oder verändert antwortet sie mit 403.',
  },
  paramText: {
    attachmentId: paramTexts.attachmentId,
    docRef: {
      en: 'The document it is assigned to.',
      de: 'Das Dokument, dem er zugeordnet ist.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`location`: the path of the download, relative to the server.',
    de: '`location`: der Pfad des Downloads, relativ zum Server.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'NO_ROLE_IN_PROJECT', 'HEADER_PARAM_MISMATCH', 'ATTACHMENT_NOT_ASSIGNED'],
});
