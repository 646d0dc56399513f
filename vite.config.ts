import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
