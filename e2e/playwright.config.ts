import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir, fastPortOf } from './support/data-dir.ts';

// One port for the config and the workers that re-read it; override when 3107 is taken.
const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
// A second server at a day a minute (GAME_SPEED 1440) for the journeys that wait out game hours
// (a group deed's 12-hour planning is 30 s there), so the main server keeps its pace of 60.
const fastPort = fastPortOf(port);
const fastURL = `http://127.0.0.1:${fastPort}`;
/** The journeys that need game days to pass: they run on the fast server only. */
const fastJourneys = /[\\/](?:crew-launch|bank-term|quests)\.spec\.ts$/;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A private address per Playwright process (workers re-read this file). */
const workerAddress = `10.77.${(process.pid >> 8) & 255}.${process.pid & 255}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    baseURL,
    // Each worker signs up from its own address (the server trusts the proxy header here), so
    // the whole run's sign-ups stay under the per-address hourly limit, as real players would.
    extraHTTPHeaders: { 'x-forwarded-for': workerAddress },
    headless: true,
    launchOptions,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium-desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
      testIgnore: [/mobile\.spec\.ts/, fastJourneys],
    },
    {
      name: 'chromium-fast',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions, baseURL: fastURL },
      testMatch: fastJourneys,
    },
    {
      name: 'chromium-mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 780 }, hasTouch: true, launchOptions },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // The real server on the built web app, on a fresh embedded database every run.
      command: 'node start-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: serverEnv(port, baseURL, 60),
    },
    {
      command: 'node start-server.mjs',
      url: `${fastURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: serverEnv(fastPort, fastURL, 1440),
    },
  ],
});

/** One e2e server's settings: its own port, data directory and game speed. */
function serverEnv(serverPort: number, url: string, gameSpeed: number): Record<string, string> {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    // Known to the tests too, so the operator CLI reaches this server (e2e/support/cli.ts).
    E2E_DATA_DIR: e2eDataDir(serverPort),
    PUBLIC_URL: url,
    ADMIN_EMAILS: 'staff@example.com',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    GAME_SPEED: String(gameSpeed),
  };
}
