import * as oauth from 'oauth4webapi';
import { type ConsoleConfig, consoleConfigQuery } from './console-config';
import { queryClient } from './trpc';

/**
 * Sign-in with an OpenID Connect provider: Authorization Code with PKCE for a public client (no secret in the
 * browser), through oauth4webapi. What the callback needs (verifier, state, where to return) waits in
 * sessionStorage; the access token becomes the console's bearer token. Loaded only when someone signs in this way.
 */
const PENDING_KEY = 'tmt.console.oidc';

interface Pending {
  verifier: string;
  state: string;
  redirect: string;
}

type Oidc = NonNullable<ConsoleConfig['oidc']>;

const callbackUrl = () => new URL('/app/auth/callback', window.location.origin).href;

/** Plain HTTP is accepted for a provider on this machine only (development and tests); anything else needs HTTPS. */
const loopback = (url: URL) =>
  url.protocol === 'http:' && /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname);

async function provider(): Promise<{ oidc: Oidc; as: oauth.AuthorizationServer; insecure: boolean }> {
  const config = await queryClient.fetchQuery(consoleConfigQuery);
  if (!config.oidc) throw new Error('No identity provider is configured.');
  const issuer = new URL(config.oidc.issuer);
  const insecure = loopback(issuer);
  const response = await oauth.discoveryRequest(issuer, { [oauth.allowInsecureRequests]: insecure, algorithm: 'oidc' });
  return { oidc: config.oidc, as: await oauth.processDiscoveryResponse(issuer, response), insecure };
}

export async function startOidcSignIn(redirect: string): Promise<void> {
  const { oidc, as } = await provider();
  if (!as.authorization_endpoint) throw new Error('The identity provider has no authorization endpoint.');
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set('client_id', oidc.clientId);
  url.searchParams.set('redirect_uri', callbackUrl());
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', oidc.scope);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', state);
  if (oidc.resource) url.searchParams.set('resource', oidc.resource);
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ verifier, state, redirect } satisfies Pending));
  window.location.assign(url.href);
}

/** The callback: checks the state, trades the code for tokens, and answers the access token and where to go. */
export async function finishOidcSignIn(): Promise<{ token: string; redirect: string }> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw) throw new Error('No sign-in was started in this tab.');
  const pending: Pending = JSON.parse(raw);
  const { oidc, as, insecure } = await provider();
  const client: oauth.Client = { client_id: oidc.clientId };
  const params = oauth.validateAuthResponse(as, client, new URL(window.location.href), pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    callbackUrl(),
    pending.verifier,
    {
      [oauth.allowInsecureRequests]: insecure,
      ...(oidc.resource ? { additionalParameters: { resource: oidc.resource } } : {}),
    },
  );
  const result = await oauth.processAuthorizationCodeResponse(as, client, response);
  return { token: result.access_token, redirect: pending.redirect };
}
