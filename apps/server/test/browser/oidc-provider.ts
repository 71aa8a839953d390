import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import type { Page } from 'playwright-core';

/** A real OpenID Connect provider (`oidc-provider`, its dev login form) on a loopback port, for the console's sign-in. */
export interface TestOidcProvider {
  issuer: string;
  jwksUrl: string;
  clientId: string;
  /** The API the console asks its (JWT) access tokens for: their `aud`. */
  resource: string;
  /** Registers the console's callback as the public client's only redirect URI; the provider answers from then on. */
  allowRedirect(redirectUri: string): void;
  /** Goes through the provider's login (any password) and consent pages as `login`. */
  signInPage(page: Page, login: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startOidcProvider({
  accounts,
}: {
  /** The users it knows, by login, with the tenant their tokens carry. */
  accounts: Record<string, { tenant: string }>;
}): Promise<TestOidcProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'tmt-console';
  const resource = 'urn:tmt:api';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const key = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    clientId,
    resource,
    allowRedirect(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            token_endpoint_auth_method: 'none',
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        jwks: { keys: [key] },
        cookies: { keys: ['a test cookie key that is long enough'] },
        pkce: { required: () => true },
        claims: { openid: ['sub'], profile: ['preferred_username'] },
        findAccount: (_ctx: unknown, id: string) =>
          accounts[id] ? { accountId: id, claims: () => ({ sub: id, preferred_username: id }) } : undefined,
        features: {
          devInteractions: { enabled: true },
          resourceIndicators: {
            enabled: true,
            defaultResource: () => resource,
            useGrantedResource: () => true,
            getResourceServerInfo: () => ({ scope: 'openid profile', audience: resource, accessTokenFormat: 'jwt' }),
          },
        },
        // The access token names the user and the tenant, as TMT expects of any provider.
        extraTokenClaims: (_ctx: unknown, token: { accountId?: string }) =>
          token.accountId && accounts[token.accountId]
            ? { tenant: accounts[token.accountId]?.tenant, preferred_username: token.accountId }
            : undefined,
        clientBasedCORS: () => true,
      });
      handler = provider.callback();
    },
    async signInPage(page, login) {
      await page.locator('input[name="login"]').fill(login);
      await page.locator('input[name="password"]').fill('any password');
      await page.locator('button[type="submit"]').click();
      const consent = page.locator('input[name="prompt"][value="consent"]');
      await Promise.race([consent.waitFor({ state: 'attached' }), page.waitForURL('**/app/**')]);
      if (await consent.count()) await page.locator('button[type="submit"]').click();
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
