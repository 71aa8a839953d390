import { type DatabaseTimeouts, openDatabase } from '@tmt/core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * The run's database (see global-setup), migrated; close it in afterAll. An `applicationName` marks this ORM's
 * sessions in pg_stat_activity, so a test can find them among those of other test files.
 */
export function openTestDatabase(poolMax = 10, applicationName?: string, timeouts?: Partial<DatabaseTimeouts>) {
  const url = inject('databaseUrl');
  return openDatabase({
    url: applicationName ? `${url}${url.includes('?') ? '&' : '?'}application_name=${applicationName}` : url,
    poolMax,
    timeouts,
  });
}
