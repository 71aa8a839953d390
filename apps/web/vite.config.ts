import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One multi-page build: docs/index.html is the template the prerender (site/build.ts) fills once per docs page;
// app/index.html is the console. `base: '/'` makes asset URLs absolute, so every page finds them at any depth.
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // <link rel="modulepreload"> works in all current browsers; older ones just fetch the React chunk a little later.
    // The polyfill would otherwise be split out as one more request.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        docs: entry('./docs/index.html'),
        app: entry('./app/index.html'),
      },
      // Both pages share React; give that chunk a name that says so (by default it is named after a random module).
      // Only React itself: the console's libraries stay with the screens that use them, out of the docs' first load.
      output: {
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  server: {
    // During `vite dev` the API comes from the server started with `npm start`.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
