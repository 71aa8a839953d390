import { z } from 'zod';
import { ApiToken, ListApiTokensParams } from '../api-token';
import { defineMethod } from './define-method';

export const LIST_API_TOKENS = defineMethod({
  name: 'LIST_API_TOKENS',
  areas: ['user'],
  permission: 'read',
  params: ListApiTokensParams,
  result: z.strictObject({ entries: z.array(ApiToken) }).meta({ id: 'ApiTokenList' }),
  summary: {
    en: "A user's API tokens, newest first; never their secrets.",
    de: 'Die API-Tokens eines Benutzers, neueste zuerst; nie ihre Geheimnisse.',
  },
  paramText: {
    username: {
      en: "Whose tokens: the caller's when left out; another user's for those who administer that user.",
      de: 'Wessen Tokens: ohne Angabe die des Aufrufers; die eines anderen Benutzers für die, die ihn verwalten.',
    },
    includeInactive: {
      en: 'Also the revoked and expired ones (default false).',
      de: 'Auch die widerrufenen und abgelaufenen (Standard false).',
    },
  },
  resultText: {
    en: '`entries`: id, name, prefix, owner, narrower roles, created, last used (written at most once a minute), expiry and revocation.',
    de: '`entries`: ID, Name, Präfix, Besitzer, engere Rollen, angelegt, zuletzt benutzt (höchstens minütlich geschrieben), Ablauf und Widerruf.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'USER_ADMIN_REQUIRED'],
});
