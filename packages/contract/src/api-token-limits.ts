// No zod here: the console imports this file alone (`@tmt/contract/api-token-limits`), not the whole contract.

/** The longest an API token may live: a year. Shorter is better; a token that leaks lives until it expires or goes. */
export const API_TOKEN_MAX_DAYS = 365;
/** Without `expiresOn`, a token lives 90 days. */
export const API_TOKEN_DEFAULT_DAYS = 90;
