import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** `npm run bench -- <name> [args]`: runs `bench/<name>.ts`, whose default export is the benchmark. */
type Benchmark = (args: string[]) => Promise<void>;

// Read from the folder so a new benchmark is one new file, no registration.
const dir = join(import.meta.dirname, 'bench');
const available = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  if (name) console.error(`Unknown benchmark "${name}".`);
  console.error(`Usage: npm run bench -- <name>\nAvailable: ${available.join(', ')}`);
  process.exit(1);
}

const { default: run } = (await import(pathToFileURL(join(dir, `${name}.ts`)).href)) as { default: Benchmark };
try {
  await run(args);
} catch (err) {
  console.error(`\nbench ${name} FAILED:`, err instanceof Error ? err.message : err);
  // Exit at once: a failed run may leave sockets or timers open that would keep the process alive.
  process.exit(1);
}
