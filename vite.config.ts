import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { adminIsolation } from './build-tools/admin-isolation';
import { lucideIconImports } from './build-tools/lucide-icon-imports';
import { shopChunks } from './build-tools/shop-chunks';

export default defineConfig({
  // adminIsolation: the back office's code never reaches a shop page (decision 013).
  // shopChunks: a shop page loads a handful of files, not twenty; lucideIconImports keeps each icon with
  // the code that uses it (decision 008).
  plugins: [tailwindcss(), adminIsolation(), lucideIconImports(), shopChunks(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Terser makes the browser's JavaScript 4% smaller than esbuild's minifier does (3.9 KB of the ~95 KB
    // brotli React and React Router weigh on every page): a slower build for every phone's first load.
    // Vite 7 reads this choice from the top level only, so the server bundle opts out below.
    minify: 'terser',
  },
  environments: { ssr: { build: { minify: false } } },
});
