import { expect, type Page, test } from '@playwright/test';
import { signInStaff, signUpWithCharacter } from './support/players.ts';

// A normal visit to any page logs nothing: no error or warning of the app, no failed request the
// browser reports, no Content-Security-Policy violation (docs/hardening.md).

// Many pages in one test, each loaded from scratch.
test.describe.configure({ timeout: 180_000 });

/** Collects every console error and warning, uncaught error and CSP violation of the page. */
async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()}: console.${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`${page.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return problems;
}

/** Opens each page and waits until its main heading shows and nothing is loading any more. */
async function visitAll(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
    });
  }
}

const PLAYER_PAGES = [
  '/',
  '/home',
  '/deeds',
  '/training',
  '/quests',
  '/chat',
  '/city',
  '/travel',
  '/profile',
  '/edit-profile',
  '/character/search',
  '/events',
  '/leaderboard',
  '/account',
  '/no-such-page',
];

const STAFF_PAGES = [
  '/admin',
  '/admin/moderation',
  '/admin/audit-log',
  '/admin/manage-home',
  '/admin/manage-deeds',
  '/admin/manage-cities',
  '/admin/manage-ticker',
  '/admin/manage-users',
];

test('a visitor: every page they can open logs nothing', async ({ page }) => {
  const problems = await watchConsole(page);
  // Guarded pages send a visitor home; that visit must be quiet too.
  await visitAll(page, ['/', '/reset-password?token=abc', '/deeds', '/admin', '/no-such-page']);
  expect(problems).toEqual([]);
});

test('a player: every page logs nothing', async ({ page }) => {
  const problems = await watchConsole(page);
  const me = await signUpWithCharacter(page.request);
  await visitAll(page, [...PLAYER_PAGES, `/character/view/${me.id}`, '/character/create']);
  expect(problems).toEqual([]);
});

test('staff: every page, the admin area included, logs nothing', async ({ page }) => {
  const problems = await watchConsole(page);
  await signInStaff(page.request);
  await visitAll(page, [...PLAYER_PAGES, ...STAFF_PAGES]);
  expect(problems).toEqual([]);
});
