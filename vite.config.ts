import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { adminIsolation } from './build-tools/admin-isolation';

export default defineConfig({
  // adminIsolation: the back office's code never reaches a shop page (decision 013).
  plugins: [tailwindcss(), adminIsolation(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Tiny shared chunks (one icon, one helper) cost a request each; on a phone over HTTP/1.1 they queue
        // for connections ahead of the page's image. Merge chunks below 8 KB into their neighbours.
        experimentalMinChunkSize: 8_000,
      },
    },
  },
});
