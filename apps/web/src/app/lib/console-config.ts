import { queryOptions } from '@tanstack/react-query';

/** How this server lets the console sign in (GET /api/console/config). */
export interface ConsoleConfig {
  devSignIn: boolean;
  oidc: { issuer: string; clientId: string; scope: string; resource?: string } | null;
}

export const consoleConfigQuery = queryOptions({
  queryKey: ['console-config'],
  queryFn: async (): Promise<ConsoleConfig> => {
    const response = await fetch('/api/console/config');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** POST /api/dev/sign-in: a token for a local user, in dev mode only. Null when the server knows no such user. */
export async function devSignIn(tenant: string, username: string): Promise<string | null> {
  const response = await fetch('/api/dev/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tenant, username }),
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: { token: string } = await response.json();
  return body.token;
}
