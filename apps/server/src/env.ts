import type { Locale } from '@tmt/contract';

/** Per-request values the middleware sets for the routes. */
export interface AppEnv {
  Variables: {
    requestId: string;
    locale: Locale;
  };
}
