import { expect, type Page, test } from '@playwright/test';
import { PAGE_ANSWERS_ELEMENT_ID } from '@tod/contracts';
import { signUpWithCharacter } from './support/players.ts';

// Issue #32: a page open through a minute of server failure backs off. Every `/api/` request
// fails with 500 while the page's clock runs a simulated minute; the page must show its error
// text within a few seconds and send at most about 20 requests in all (docs/client-state.md,
// "Client retry policy"). Before, the home page read its three lists about 6 times a second.

const OUTAGE_MS = 60_000;
/** When the error text must be on screen: two retries, about 1 s and 2 s apart, and some slack. */
const ERROR_SHOWN_BY_MS = 8_000;
const MAX_REQUESTS = 20;
/** Simulated time is run in steps, each a round trip, so the answers to one step's reads land before the next. */
const STEP_MS = 500;

const SERVER_FAULT = 'Something went wrong. Please try again later.';

// Rewritten requests must reach the page, not the service worker's shell.
test.use({ serviceWorkers: 'block' });

/** API requests the page has made, and how many of their answers it has received. */
type Traffic = { seen: string[]; answered: number };

/** Fails every API request from now on and counts them. */
async function failEveryApiCall(page: Page): Promise<Traffic> {
  const traffic: Traffic = { seen: [], answered: 0 };
  const seen = traffic.seen;
  const answered = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) traffic.answered += 1;
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  await page.route('**/api/**', (route) => {
    const url = new URL(route.request().url());
    seen.push(`${route.request().method()} ${url.pathname}`);
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      // The server's own answer to a fault (apps/server/src/plugins/error-handler.ts).
      body: JSON.stringify({ message: SERVER_FAULT, code: 'server.error' }),
    });
  });
  return traffic;
}

/**
 * Moves the page's clock `ms` in steps. After each step the test waits, in real time, until the
 * page has every answer to what it asked, so a busy machine cannot make simulated seconds pass
 * while an answer is still on its way (and a retry's wait start late).
 */
async function runClock(page: Page, traffic: Traffic, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    await page.clock.runFor(STEP_MS);
    await expect.poll(() => traffic.answered >= traffic.seen.length, { timeout: 10_000 }).toBe(true);
    // One round trip into the page, so it has handled those answers before the clock moves on.
    await page.evaluate(() => undefined);
  }
}

const CARRIED_ANSWERS = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">.*?</script>`, 's');

/**
 * The server leaves out of the page every answer whose call failed (ADR 0059): in an outage the
 * page carries none, and its first screen makes the calls.
 */
async function serveWithoutAnswers(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(CARRIED_ANSWERS, '');
    return route.fulfill({ response, body });
  });
}

/** Opens `path` with the API failing from the first request, then lets a minute pass on the page's clock. */
async function openThroughOutage(page: Page, path: string, errorText: string | RegExp): Promise<string[]> {
  const start = Date.now();
  await page.clock.install({ time: start });
  // Paused from the start: the page's timers run only as the test moves its clock.
  await page.clock.pauseAt(start + 5_000);
  const traffic = await failEveryApiCall(page);
  await serveWithoutAnswers(page);
  await page.goto(path);
  // The page's code and first reads arrive in real time, whatever the machine's load: the
  // simulated seconds start once they have (retries wait on the paused clock, so the network
  // goes quiet), or a busy machine would spend them before the screen had even mounted. The
  // start waits on no timer (main.tsx), so the screen mounts on the paused clock; quiet network
  // alone is not enough, since the modules may run for longer than the half second it waits.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeAttached();
  await expect.poll(() => traffic.seen.length > 0 && traffic.answered >= traffic.seen.length).toBe(true);
  await runClock(page, traffic, ERROR_SHOWN_BY_MS);
  await expect(page.getByText(errorText).first()).toBeVisible();
  await runClock(page, traffic, OUTAGE_MS - ERROR_SHOWN_BY_MS);
  await expect(page.getByText(errorText).first()).toBeVisible();
  return traffic.seen;
}

function expectWithinBound(seen: string[]): void {
  const counts = new Map<string, number>();
  for (const call of seen) counts.set(call, (counts.get(call) ?? 0) + 1);
  const byCall = [...counts].map(([call, n]) => `${n} x ${call}`);
  test.info().annotations.push({ type: 'requests', description: `${seen.length}: ${byCall.join(', ')}` });
  expect(seen.length, byCall.join('\n')).toBeLessThanOrEqual(MAX_REQUESTS);
  // The test counts what it claims to: each page's reads did reach the failing API.
  expect(seen.length).toBeGreaterThan(0);
}

test("the visitor's home", async ({ page }) => {
  expectWithinBound(await openThroughOutage(page, '/', 'Failed to load announcements'));
});

const ACTIVE_PLAYERS = 'Failed to load active players';

const playerPages: [string, string | RegExp][] = [
  // The player's own home reads the event log and the deeds; the visitor's page is /news.
  ['/', 'The event log could not be read just now.'],
  ['/news', 'Failed to load announcements'],
  ['/deeds', 'Failed to load deeds. Please try again.'],
  ['/training', 'Failed to load skills. Please try again.'],
  ['/quests', ACTIVE_PLAYERS],
  ['/chat', /Error loading chat history/],
  ['/city', 'Failed to fetch city data: 500'],
  ['/travel', 'Failed to load travel destinations. Please try again later.'],
  ['/profile', 'Failed to load your notification settings.'],
  ['/edit-profile', ACTIVE_PLAYERS],
  ['/character/search?q=hero', 'Failed to search for characters'],
  ['/character/view/{own}', 'Failed to fetch character'],
  ['/events', 'Failed to load events. Please try again.'],
  ['/leaderboard', /Failed to load the leaderboard/],
  // The hidden players' list shows the server's message when there is one.
  ['/account', SERVER_FAULT],
];

for (const [path, errorText] of playerPages) {
  test(`a player's ${path}`, async ({ page }) => {
    const { id } = await signUpWithCharacter(page.request);
    expectWithinBound(await openThroughOutage(page, path.replace('{own}', id), errorText));
  });
}
