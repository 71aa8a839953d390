import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { examplesDir } from '../test/record-example';

/**
 * `npm run examples`: runs the server suite recording the first real answer of every method, then writes them to
 * the contract as the examples the OpenRPC documents and /docs/tmtapi pages show.
 */
const target = resolve(import.meta.dirname, '../../../packages/contract/src/openrpc/examples.json');
rmSync(examplesDir, { recursive: true, force: true });
execFileSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TMT_RECORD_EXAMPLES: '1' },
});
const examples = Object.fromEntries(
  readdirSync(examplesDir)
    .sort()
    .map((file) => {
      const method = file.replace(/\.json$/, '');
      const { params, result } = JSON.parse(readFileSync(join(examplesDir, file), 'utf8'));
      return [method, [{ name: `${method} as the test suite called it`, params, result }]];
    }),
);
writeFileSync(target, `${JSON.stringify(examples, null, 2)}\n`);
console.log(`examples of ${Object.keys(examples).length} methods written to ${target}`);
