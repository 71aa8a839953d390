import { relative, resolve, sep } from 'node:path';
import { defineConfig } from 'tsup';

const outDir = resolve(import.meta.dirname, 'dist');
const rootModules = `${resolve(import.meta.dirname, '../../node_modules')}${sep}`;
const asFound = { asFound: true };

// The worker as one ESM file: the workspace's TypeScript packages are bundled in, installed packages stay imports.
// It starts without a TypeScript loader (tsx keeps a loader thread and every compiled module in memory): about 60 MB
// less resident memory per worker process, and no compile at start.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir,
  noExternal: [/^@tmt\//],
  esbuildOptions(options) {
    // The workspace packages' TypeScript sources, as tsc and Vitest read them.
    options.conditions = ['@tmt/source'];
  },
  esbuildPlugins: [
    {
      // An installed package stays an import. One that npm installed for a single workspace package (another version
      // than the root's, like core's mime-types) is imported by its path, so the bundle runs the version core uses.
      name: 'installed-packages',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (args.pluginData === asFound || args.path.startsWith('@tmt/')) return undefined;
          const { resolveDir, importer, kind } = args;
          const found = await build.resolve(args.path, { resolveDir, importer, kind, pluginData: asFound });
          const nested = found.path.includes(`${sep}node_modules${sep}`) && !found.path.startsWith(rootModules);
          return { path: nested ? relative(outDir, found.path) : args.path, external: true };
        });
      },
    },
  ],
  // Bundled CommonJS-style code of the workspace calls require; ESM has none of its own.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
});
