import { router } from '../../trpc';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';

export const tokensRouter = router({ createApiToken, listApiTokens, revokeApiToken });
