import { openDatabase } from '@tmt/core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** The run's database (see global-setup), migrated; close it in afterAll. */
export function openTestDatabase(poolMax = 10) {
  return openDatabase({ url: inject('databaseUrl'), poolMax });
}
