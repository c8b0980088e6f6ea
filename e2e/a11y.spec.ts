import { expect, test } from '@playwright/test';
import { checkPage, crawl, pathMatches, routePatterns, settled } from './support/pages.ts';
import { otherPlayersCharacter, PASSWORD, signInStaff, uniqueEmail, uniqueName } from './support/players.ts';

// Every page, at 360 and 1280 px: axe finds nothing of any impact, and at 360 px nothing scrolls
// sideways. Pages are found by following links (e2e/support/pages.ts), so new pages are covered
// once the navigation links them; one test per width keeps the suite short.

/** Addresses no link leads to on purpose: the visitor's pages and ones opened by address. */
const VISITOR_PAGES = ['/', '/news', '/reset-password', '/no-such-page'];
const UNLINKED_PLAYER_PAGES = [
  '/home',
  '/admin/no-such-section',
  // A tool's key link, and a conversation by address (an unknown one: its not-found state).
  '/settings/api/new?name=Timer%20app&scopes=status',
  '/messages/00000000-0000-4000-8000-000000000000',
  // Linked only from an evil-leaning city's buildings; opened elsewhere it says why it is closed.
  '/casino',
];

const skip = (pathname: string) => pathname.startsWith('/api/');

for (const width of [360, 1280]) {
  test(`every page passes axe with no horizontal overflow at ${width} px`, async ({ page }) => {
    // About 35 pages, each loaded and analysed by axe: a few seconds each on a quiet machine.
    test.setTimeout(480_000);
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    const visited: string[] = [];

    await test.step('visitor pages', async () => {
      for (const path of VISITOR_PAGES) {
        await page.goto(path);
        await settled(page);
        visited.push(new URL(page.url()).pathname);
        problems.push(...(await checkPage(page, `visitor ${path}`)));
      }
      await page.goto('/');
      await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'New here? Register' }).click();
      await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
      problems.push(...(await checkPage(page, 'visitor / with the Register form')));
    });

    await test.step('a new player without a character', async () => {
      const registered = await page.request.post('/api/auth/register', {
        data: { email: uniqueEmail('a11y'), password: PASSWORD },
      });
      expect(registered.status()).toBe(201);
      await page.goto('/character/create');
      await settled(page);
      visited.push(new URL(page.url()).pathname);
      problems.push(...(await checkPage(page, 'player /character/create')));
    });

    await test.step('player and staff pages', async () => {
      // Someone to find in the search, the leaderboard and on a character page.
      await otherPlayersCharacter({ name: uniqueName('Other') });
      await signInStaff(page.request);
      // A shop page: the staff character may stand in a city without one, so open the market's.
      const cities = (await (await page.request.get('/api/cities')).json()) as Array<{ id: string; name: string }>;
      const market = cities.find((city) => city.name === 'Hearthmere');
      expect(market, 'the seeded city with a market').toBeDefined();
      const found = await crawl(page, ['/', '/admin', `/city/${market?.id}/shop`, ...UNLINKED_PLAYER_PAGES], {
        label: 'staff',
        skip,
      });
      visited.push(...found.visited);
      problems.push(...found.problems);
    });

    const unreached = routePatterns().filter((pattern) => !visited.some((path) => pathMatches(path, pattern)));
    expect(unreached, 'routes in apps/web/src/app/router.tsx that no link or listed address reached').toEqual([]);
    expect(problems).toEqual([]);
  });
}
