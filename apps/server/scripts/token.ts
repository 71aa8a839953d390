import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadOrCreateDevSecret, signToken } from '@tmt/core';
import { loadConfig } from '../src/index';

/** `npm run token -- --tenant <tenant> --user <username> [--expires 30d]`: prints a bearer token. */
const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    user: { type: 'string' },
    expires: { type: 'string', default: '30d' },
  },
});

if (!values.tenant || !values.user) {
  console.error('usage: npm run token -- --tenant <tenant> --user <username> [--expires 30d]');
  process.exit(1);
}
const config = loadConfig();
if (config.jwksUrl) {
  console.error('TMT_JWKS_URL is set: tokens come from your identity provider, not from TMT.');
  process.exit(1);
}

// The key the server verifies with: TMT_JWT_SECRET, else the dev secret in the data directory.
const secret = config.jwtSecret
  ? new TextEncoder().encode(config.jwtSecret)
  : await loadOrCreateDevSecret(join(config.dataDir, 'jwt-secret'));
console.log(await signToken(secret, { tenant: values.tenant, username: values.user }, values.expires));
