import { defineConfig, devices } from '@playwright/test';

/*
 * End-to-end tests run against the built site and a reference API that `npm test` starts
 * (scripts/test.ts); their addresses arrive in E2E_SITE_URL and E2E_API_URL.
 */
const executablePath = process.env['CHROME_PATH'] || undefined;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: process.env['E2E_SITE_URL'] ?? 'http://localhost:4322',
    launchOptions: executablePath ? { executablePath } : {},
    trace: 'off',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
