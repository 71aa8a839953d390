// Every public workspace package, packed as npm would publish it, must hold the built module and declarations its
// `exports` name, and no TypeScript sources.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const workspaces = JSON.parse(execFileSync('npm', ['query', '.workspace'], { cwd: root, encoding: 'utf8' }));
const published = workspaces.filter((pkg) => !pkg.private);
let failed = false;

/** The files an exports map promises to outside consumers (our own `@tmt/source` condition excluded). */
function promised(exports) {
  if (typeof exports === 'string') return [exports];
  return Object.entries(exports ?? {})
    .filter(([condition]) => condition !== '@tmt/source')
    .flatMap(([, target]) => promised(target));
}

for (const pkg of published) {
  const dir = join(root, pkg.location);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: dir, encoding: 'utf8' }));
  const files = new Set(packed.files.map((file) => file.path));
  const wanted = promised(manifest.exports).map((path) => path.replace(/^\.\//, ''));
  const missing = wanted.filter((path) => !files.has(path));
  const sources = [...files].filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'));
  const kinds = ['.js', '.d.ts'].filter((ext) => !wanted.some((path) => path.endsWith(ext)));
  for (const problem of [
    ...missing.map((path) => `${path} is exported but not packed (is it built?)`),
    ...sources.map((path) => `${path} is a source file`),
    ...kinds.map((ext) => `exports name no ${ext} file`),
  ]) {
    console.error(`${pkg.name}: ${problem}`);
    failed = true;
  }
  console.log(`${packed.filename}: ${[...files].sort().join(', ')}`);
}
if (published.length === 0) console.log('no public packages');
process.exit(failed ? 1 : 0);
