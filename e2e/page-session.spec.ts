import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, signUpWithCharacter } from './support/players.ts';

// Issue #11, ADR 0026: the page the server sends says who is signed in, so the first screen is
// drawn without waiting for an account call.

const ACCOUNT_CALLS = new Set(['/api/auth/session', '/api/auth/account']);

/**
 * Records every account call the page makes, and whether the guard's loading text was ever
 * in the document (watched from before the app's first render).
 */
async function watchAccountWait(page: Page): Promise<{ calls: string[]; sawChecking: () => Promise<boolean> }> {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (ACCOUNT_CALLS.has(path)) calls.push(path);
  });
  await page.addInitScript(() => {
    const state = window as unknown as { sawChecking: boolean };
    state.sawChecking = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Checking character status...')) state.sawChecking = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return { calls, sawChecking: () => page.evaluate(() => (window as unknown as { sawChecking: boolean }).sawChecking) };
}

test('a signed-in navigation to /deeds draws the page without asking for the account', async ({ page }) => {
  const me = await signUpWithCharacter(page.request);
  const watch = await watchAccountWait(page);
  const html = await page.request.get('/deeds');
  expect(html.headers()['cache-control']).toBe('no-store');
  expect(await html.text()).toContain(`"username":"${me.name}"`);

  await page.goto('/deeds');
  await expect(page.getByRole('heading', { name: 'Deeds', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your character' })).toContainText(me.name);
  expect(watch.calls).toEqual([]);
  expect(await watch.sawChecking()).toBe(false);
  // Taken once: the element is gone from the page.
  await expect(page.locator('#tod-session')).toHaveCount(0);
});

test('a visitor gets the home page and the sign-in form without an account call', async ({ page }) => {
  const watch = await watchAccountWait(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Tales of Deeds' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  expect(watch.calls).toEqual([]);
});

test('signing out and back in: each page shows who is signed in now', async ({ page }) => {
  const me = await signUpWithCharacter(page.request);
  await page.goto('/city');
  await expect(page.getByRole('region', { name: 'Your character' })).toContainText(me.name);
  await page.getByRole('button', { name: 'Logout' }).click();
  const login = page.getByRole('form', { name: 'Login' });
  await expect(login).toBeVisible();

  // The signed-in page's address again: the page that comes is a visitor's, from no cache.
  await page.goto('/city');
  await expect(page).toHaveURL(/\/$/);
  await expect(login).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your character' })).toHaveCount(0);

  await login.getByLabel('E-mail').fill(me.email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('region', { name: 'Your character' })).toContainText(me.name);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

/** Every API call the page makes, by path (ADR 0059: the first screen's come inside the page). */
function watchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) calls.push(path);
  });
  return calls;
}

test("a visitor's home draws its news from the page, without calling for it", async ({ page }) => {
  const calls = watchCalls(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Development Roadmap' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const carried = ['/api/ticker', '/api/info/announcements', '/api/info/features', '/api/info/roadmap'];
  expect(calls.filter((c) => carried.includes(c))).toEqual([]);
  // Taken once: the element is gone from the page.
  await expect(page.locator('#tod-answers')).toHaveCount(0);
});

test("a player's home draws its lists from the page, and the next screen calls for its own", async ({ page }) => {
  await signUpWithCharacter(page.request);
  const calls = watchCalls(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Yesterday's chronicle" })).toBeVisible();
  await expect(page.getByText('Loading the chronicle...')).toHaveCount(0);
  const carried = ['/api/chronicle', '/api/character/events', '/api/deeds', '/api/character/travel/destinations'];
  expect(calls.filter((c) => carried.includes(c))).toEqual([]);
  // The deeds screen reads the list afresh: the page's answer was for the home only.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deeds' }).click();
  await expect(page.getByRole('heading', { name: 'Deeds', level: 1 })).toBeVisible();
  await expect.poll(() => calls.includes('/api/deeds')).toBe(true);
});
