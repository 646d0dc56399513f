import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const alias = {
  '~/common': fileURLToPath(new URL('./common', import.meta.url)),
  '~/server': fileURLToPath(new URL('./server', import.meta.url)),
  '~/app': fileURLToPath(new URL('./app', import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  // Vitest loads this file too; the React Router plugin only belongs to the app build and dev server.
  plugins: mode === 'test' ? [] : [tailwindcss(), reactRouter()],
  resolve: { alias },
  build: { assetsInlineLimit: 0 },
}));
