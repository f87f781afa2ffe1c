import { createReadStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Logger, type Plugin } from 'vite';

import { precompressDir } from './scripts/serve/precompress.ts';

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

// Every text file of a build gets .br and .gz siblings; the console's server (scripts/serve) and
// nginx (gzip_static, brotli_static) send them to browsers that accept the encoding.
const precompress = (): Plugin => {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'vdaq-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        if (!existsSync(outDir)) return;
        const count = await precompressDir(outDir);
        logger?.info(`precompressed ${count} text files (.br and .gz beside each)`);
      },
    },
  };
};

// The entry stylesheet is fetched without holding the first paint: index.html paints the product
// name with inline styles, and main.tsx switches the sheet on (and starts the app) once it has
// arrived. A print-only sheet is what browsers load without blocking rendering.
const DEFERRED_STYLE = 'data-deferred-style';
const deferEntryStylesheet = (): Plugin => ({
  name: 'vdaq-defer-entry-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    // Only the console's own page: Storybook's iframe.html has no script that would switch it on.
    handler: (html, context) =>
      context.path !== '/index.html'
        ? html
        : html.replace(
            /<link rel="stylesheet"([^>]*)>/g,
            (_tag, attributes: string) =>
              `<link rel="stylesheet" media="print" ${DEFERRED_STYLE}${attributes}>`,
          ),
  },
});

// Left alone, the bundler splits what the start-up and the login screen load into a score of small
// chunks (one per set of screens sharing a module), each compressed apart and each a request. Two
// groups gather them: the framework every screen runs on (React, the router, the query cache),
// which changes only with a dependency update and stays cached across releases, and the form
// primitives of the login screen that nearly every other screen uses too (with the lighter text
// form path, which a signed-in screen's form of text fields alone shares with the login).
const framework =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/;
// The router's navigation blocker serves only forms after login (the unsaved-changes guard).
const signedInOnly = /@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]useBlocker\.js$/;
const formPrimitives =
  /(src[\\/]components[\\/]ui[\\/](alert|button|spinner|form-field|label|input|strings)\.tsx?|src[\\/]lib[\\/]class-names\.ts|src[\\/]components[\\/]forms[\\/](form-frame|text-field|use-text-form)\.tsx?|node_modules[\\/](clsx|class-variance-authority|@radix-ui[\\/](react-slot|react-primitive|react-label|react-compose-refs))[\\/].*)$/;

export default defineConfig({
  // Workers are module workers: one that checks answers loads each area's schemas when it first
  // needs them, as the page would, instead of holding every area's schemas in one script.
  worker: { format: 'es' },
  build: {
    // No <link rel="modulepreload"> per chunk of each lazy import: the helper that appends them ran
    // on the main thread, one append and fetch start per chunk, about 350 ms of long tasks on the
    // dashboard's first visit at a 4x CPU slowdown. The browser fetches a module's imports itself.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id: string) => framework.test(id) && !signedInOnly.test(id),
            },
            { name: 'form-primitives', test: formPrimitives },
          ],
        },
      },
    },
  },
  plugins: [
    // The router plugin must run before the React plugin. Route files stay in the entry: each
    // area is split by hand into one lazy chunk (src/lib/lazy-area.ts), not one chunk per route.
    tanstackRouter({ target: 'react', autoCodeSplitting: false }),
    react(),
    tailwindcss(),
    mockWorkerInDev(),
    deferEntryStylesheet(),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
});
