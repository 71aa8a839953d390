import { z } from 'zod';
import { RevokeApiTokenParams } from '../api-token';
import { defineMethod } from './define-method';

export const REVOKE_API_TOKEN = defineMethod({
  name: 'REVOKE_API_TOKEN',
  areas: ['user'],
  permission: 'read',
  params: RevokeApiTokenParams,
  result: z.null(),
  summary: {
    en: 'Revokes an API token, on every server at once.',
    de: 'Widerruft ein API-Token, auf allen Servern sofort.',
  },
  description: {
    en: 'Its owner, or an administrator of its owner, may revoke it. The next request with it is refused (`TOKEN_INVALID`) by every server. Revoking a revoked token changes nothing.',
    de: 'Sein Besitzer oder wer den Besitzer verwaltet, darf es widerrufen. Die nächste Anfrage damit weist jeder Server ab (`TOKEN_INVALID`). Ein widerrufenes Token erneut zu widerrufen, ändert nichts.',
  },
  paramText: { id: { en: 'The token, by its `id`.', de: 'Das Token, mit seiner `id`.' } },
  resultText: { en: '`null`.', de: '`null`.' },
  errors: ['DOCUMENT_NOT_FOUND', 'USER_ADMIN_REQUIRED'],
});
