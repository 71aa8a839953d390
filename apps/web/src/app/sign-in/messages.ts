import { wordsHook } from '../lib/i18n';

/** The sign-in page's words: a signed-in visit, the usual one, never loads them. */
const signInEn = {
  'signIn.title': 'Sign in',
  'signIn.lead': 'Sign in to see your projects, suites and test cases.',
  'signIn.expired': 'Your session has ended. Sign in again to go on where you were.',
  'signIn.signedOut': 'You are signed out.',
  'signIn.oidc': 'Sign in with {issuer}',
  'signIn.oidcFailed': 'Signing in with the identity provider failed: {reason}',
  'signIn.dev.badge': 'Development only',
  'signIn.dev.title': 'Local user',
  'signIn.dev.lead':
    'This server runs in dev mode (no TMT_JWT_SECRET or TMT_JWKS_URL), so it signs tokens for its local users itself. Production servers have no such form.',
  'signIn.dev.tenant': 'Tenant',
  'signIn.dev.username': 'User name',
  'signIn.dev.submit': 'Sign in',
  'signIn.dev.unknown': 'There is no enabled user {user} in tenant {tenant}.',
  'signIn.token.title': 'Bearer token',
  'signIn.token.lead': 'Or paste a bearer token (for example from npm run token).',
  'signIn.token.label': 'Token',
  'signIn.token.submit': 'Use token',
  'signIn.none': 'This server has no sign-in configured for the console.',
  'signIn.callback': 'Completing the sign-in…',
};

const signInDe: typeof signInEn = {
  'signIn.title': 'Anmelden',
  'signIn.lead': 'Melden Sie sich an, um Ihre Projekte, Suiten und Testfälle zu sehen.',
  'signIn.expired': 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um dort weiterzumachen, wo Sie waren.',
  'signIn.signedOut': 'Sie sind abgemeldet.',
  'signIn.oidc': 'Anmelden mit {issuer}',
  'signIn.oidcFailed': 'Die Anmeldung beim Identitätsanbieter ist fehlgeschlagen: {reason}',
  'signIn.dev.badge': 'Nur zur Entwicklung',
  'signIn.dev.title': 'Lokaler Benutzer',
  'signIn.dev.lead':
    'Dieser Server läuft im Entwicklungsmodus (ohne TMT_JWT_SECRET oder TMT_JWKS_URL) und stellt Tokens für seine lokalen Benutzer selbst aus. Produktive Server haben dieses Formular nicht.',
  'signIn.dev.tenant': 'Mandant',
  'signIn.dev.username': 'Benutzername',
  'signIn.dev.submit': 'Anmelden',
  'signIn.dev.unknown': 'Im Mandanten {tenant} gibt es keinen aktiven Benutzer {user}.',
  'signIn.token.title': 'Bearer-Token',
  'signIn.token.lead': 'Oder ein Bearer-Token einfügen (etwa von npm run token).',
  'signIn.token.label': 'Token',
  'signIn.token.submit': 'Token verwenden',
  'signIn.none': 'Für die Konsole ist auf diesem Server keine Anmeldung eingerichtet.',
  'signIn.callback': 'Anmeldung wird abgeschlossen…',
};

export const useSignInT = wordsHook({ en: signInEn, de: signInDe });
