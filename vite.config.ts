import { createReadStream } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The mock's service worker lives outside public/ so no production build contains it; the dev
// server hands it out only in mock mode (`npm run dev`).
const mockWorkerInDev = (): Plugin => {
  let mode = '';
  return {
    name: 'vdaq-mock-worker',
    apply: 'serve',
    configResolved: (config) => {
      mode = config.mode;
    },
    configureServer: (server) => {
      server.middlewares.use('/mockServiceWorker.js', (_req, res, next) => {
        if (mode !== 'mock') return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        createReadStream('mock-public/mockServiceWorker.js').pipe(res);
      });
    },
  };
};

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin. Route files stay in the entry: each
    // area is split by hand into one lazy chunk (src/lib/lazy-area.ts), not one chunk per route.
    tanstackRouter({ target: 'react', autoCodeSplitting: false }),
    react(),
    tailwindcss(),
    mockWorkerInDev(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
});
