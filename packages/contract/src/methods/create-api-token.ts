import { z } from 'zod';
import { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS, ApiToken, CreateApiTokenParams } from '../api-token';
import { defineMethod } from './define-method';

export const CREATE_API_TOKEN = defineMethod({
  name: 'CREATE_API_TOKEN',
  areas: ['user'],
  permission: 'read',
  params: CreateApiTokenParams,
  result: z.strictObject({ token: z.string(), apiToken: ApiToken }).meta({ id: 'CreatedApiToken' }),
  summary: {
    en: 'A new API token for an integration; its secret is answered this once.',
    de: 'Ein neues API-Token für eine Integration; sein Geheimnis kommt nur in dieser Antwort.',
  },
  description: {
    en: `Any user may create tokens for themselves; an administrator of a user also for that user (a service user, say). The token works as \`Authorization: Bearer\` on every route, also where an identity provider signs users in, until it expires (at most ${API_TOKEN_MAX_DAYS} days, ${API_TOKEN_DEFAULT_DAYS} by default) or is revoked. With \`organizationUnitRole\` it grants less than its owner holds: each listed role only as far as the owner holds it on that unit (or on the tenant) at the time of the call. TMT keeps only a hash of the secret: store it in your CI's secret store at once.`,
    de: `Jeder Benutzer darf sich Tokens anlegen; wer einen Benutzer verwaltet, auch für diesen (etwa einen Dienstbenutzer). Das Token gilt als \`Authorization: Bearer\` auf jeder Route, auch wo ein Identity Provider anmeldet, bis es abläuft (höchstens ${API_TOKEN_MAX_DAYS} Tage, ohne Angabe ${API_TOKEN_DEFAULT_DAYS}) oder widerrufen wird. Mit \`organizationUnitRole\` gewährt es weniger als sein Besitzer hat: jede genannte Rolle nur so weit, wie der Besitzer sie zum Zeitpunkt des Aufrufs in dieser Einheit (oder im Mandanten) hat. TMT speichert nur einen Hash des Geheimnisses: Legen Sie es sofort im Geheimnisspeicher Ihrer CI ab.`,
  },
  paramText: {
    name: { en: 'What the token is for, up to 200 characters.', de: 'Wofür das Token ist, bis zu 200 Zeichen.' },
    expiresOn: {
      en: `When it stops working: an ISO date or date-time, at most ${API_TOKEN_MAX_DAYS} days ahead; ${API_TOKEN_DEFAULT_DAYS} days when left out.`,
      de: `Wann es aufhört zu gelten: ein ISO-Datum oder -Zeitpunkt, höchstens ${API_TOKEN_MAX_DAYS} Tage voraus; ohne Angabe ${API_TOKEN_DEFAULT_DAYS} Tage.`,
    },
    organizationUnitRole: {
      en: "Narrower roles than the owner's (unit and role, as on a user); left out, the token grants what its owner holds.",
      de: 'Engere Rollen als die des Besitzers (Einheit und Rolle wie bei einem Benutzer); ohne Angabe gewährt das Token, was sein Besitzer hat.',
    },
    username: {
      en: 'The owner, when not the caller: a user the caller administers.',
      de: 'Der Besitzer, wenn nicht der Aufrufer: ein Benutzer, den der Aufrufer verwaltet.',
    },
  },
  resultText: {
    en: '`token`, the secret (starting `tmt_`; never shown again), and `apiToken`, the token as `LIST_API_TOKENS` lists it.',
    de: '`token`, das Geheimnis (beginnt mit `tmt_`; wird nie wieder gezeigt), und `apiToken`, das Token, wie `LIST_API_TOKENS` es listet.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'USER_ADMIN_REQUIRED', 'API_TOKEN_SCOPE_NOT_HELD'],
});
