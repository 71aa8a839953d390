import { router } from '../../trpc';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';

export const usersRouter = router({ createApiToken, listApiTokens, revokeApiToken });
