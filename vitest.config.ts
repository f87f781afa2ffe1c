import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser, and on a cold
// cache (every CI run) the story files loading at that moment fail to import.
const storyDeps = [
  '@faker-js/faker/locale/zh_CN',
  '@tanstack/react-query',
  '@tanstack/react-router',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  '@visx/xychart',
  'class-variance-authority',
  'clsx',
  'date-fns',
  'date-fns/locale',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'radix-ui',
  'react',
  'react-day-picker',
  'react-day-picker/locale',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'tailwind-merge',
  'zod',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            setupFiles: ['src/testing/setup.ts'],
            restoreMocks: true,
            // Above the 45 s wait limit of the setup, so a slow wait fails with its own message.
            testTimeout: 120_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          optimizeDeps: { include: storyDeps },
          test: {
            name: 'storybook',
            testTimeout: 60_000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
