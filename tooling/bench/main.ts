import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { all } from './all';

/**
 * `npm run bench -- <name> [--short] [args]`: runs `benches/<name>.ts`, whose default export is the benchmark.
 * `npm run bench -- all` runs every bench in its short mode and compares the figures with baseline.json (see all.ts).
 */
type Benchmark = (args: string[]) => Promise<void>;

// Read from the folder so a new benchmark is one new file, no registration.
const dir = join(import.meta.dirname, 'benches');
const available = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

const [name, ...args] = process.argv.slice(2);
if (name === 'all') {
  process.exit(await all(args));
}
if (!name || !available.includes(name)) {
  if (name) console.error(`Unknown benchmark "${name}".`);
  console.error(`Usage: npm run bench -- <name> [--short]\nAvailable: all, ${available.join(', ')}`);
  process.exit(1);
}

const { default: run } = (await import(pathToFileURL(join(dir, `${name}.ts`)).href)) as { default: Benchmark };
try {
  await run(args.filter((arg) => arg !== '--short'));
  // Exit at once: a bench's server may leave timers or sockets that would keep the process alive.
  process.exit(0);
} catch (err) {
  console.error(`\nbench ${name} FAILED:`, err instanceof Error ? err.message : err);
  process.exit(1);
}
