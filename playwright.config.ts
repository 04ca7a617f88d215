import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The run's one test SMTP server (globalSetup, tests/e2e/support/mail-server.ts), where the shop sends its e-mails. */
const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
process.env.E2E_SMTP_PORT = String(E2E_SMTP_PORT);
/** Test files spread over this many workers (2: the CI machine has 2 cores); tests within a file keep their order. */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/** End-to-end journeys in Debian's Chromium against the shop started as `npm start` starts it, on a fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/e2e/support/mail-server.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/healthz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    // The test runner stands where a load balancer would: journeys that open many accounts each come from their own
    // address (X-Forwarded-For, tests/e2e/support/shop.ts), so the shop's per-address limits apply per shopper, as live.
    env: { PORT: String(port), HOST: '127.0.0.1', SITE_ORIGIN: `http://127.0.0.1:${port}`, SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`, TRUST_PROXY: '127.0.0.1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
