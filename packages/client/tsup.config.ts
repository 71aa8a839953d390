import { defineConfig } from 'tsup';

// One ESM file and one declaration file. The contract is type-only here, so its declarations are inlined (the path
// points the declaration build at its source) and the published package needs no unpublished workspace package.
// The command line (`npx @tmt/client junit …`) is a second, Node-only file.
export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    clean: false, // its clean deletes every .d.ts under dist, also those tsc -b keeps in dist/types
    dts: {
      compilerOptions: {
        composite: false,
        emitDeclarationOnly: false,
        paths: { '@tmt/contract': ['../contract/src/index.ts'] },
      },
    },
    outDir: 'dist',
  },
  {
    entry: { bin: 'src/bin.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    clean: false,
    dts: false,
    banner: { js: '#!/usr/bin/env node' },
    outDir: 'dist',
  },
]);
