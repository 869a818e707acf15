import { defineConfig } from '@playwright/test'

/**
 * Browser end-to-end tests against the production build of all three services, started by
 * global-setup over a temporary copy of the content repository. Debian's Chromium is used:
 * Playwright's own browser download is not available on our machines.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    // no fade-ins: axe must not measure colours half-way through an animation
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
