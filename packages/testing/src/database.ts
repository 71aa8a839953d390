import { openDatabase } from '@tmt/core';
import { inject } from 'vitest';

/** The run's database (see global-setup), migrated; close it in afterAll. */
export function openTestDatabase(poolMax = 10) {
  return openDatabase({ url: inject('databaseUrl'), poolMax });
}
