import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4300);

export default defineConfig({
  testDir: 'e2e',
  // Waits end as soon as the user would see what they wait for; the limits only bound a real
  // failure, and must hold while CI's two cores also run the servers and the mock.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  // One browser at a time: Chromium renders in software here (--disable-gpu), and a second
  // worker on two cores starves the first, the console server and the mock alike.
  workers: 1,
  // A flaky test fails where it is introduced, in CI as on a developer's machine.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The e2e suite runs against the built console on the embedded mock (npm start).
    command: 'npx tsx scripts/serve.ts',
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  },
});
