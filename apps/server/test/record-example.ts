import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where `npm run examples` collects one answer per method before merging them into the contract. */
export const examplesDir = resolve(import.meta.dirname, '../../../.data/examples');

/**
 * With TMT_RECORD_EXAMPLES=1, the first answer the suite gets for each method is kept as its documented example:
 * real params, real result. Test files run in parallel workers, so each method's file is created once ('wx').
 */
export const recordExample = process.env.TMT_RECORD_EXAMPLES
  ? (method: string, params: unknown, result: unknown) => {
      mkdirSync(examplesDir, { recursive: true });
      try {
        writeFileSync(join(examplesDir, `${method}.json`), JSON.stringify({ params, result }), { flag: 'wx' });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
  : undefined;
