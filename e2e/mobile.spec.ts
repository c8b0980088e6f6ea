import { expect, request, test } from '@playwright/test';
import {
  createCharacterInUi,
  otherPlayersCharacter,
  PASSWORD,
  registerInUi,
  signInStaff,
  uniqueEmail,
  uniqueName,
} from './support/players.ts';

test('at 360 px the navigation collapses behind a menu and nothing scrolls sideways', async ({ page }) => {
  const name = uniqueName('Pip');
  await registerInUi(page, uniqueEmail('mobile'));
  await createCharacterInUi(page, name);

  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (Level 1)`);
  await expect(nav).toBeHidden();

  for (const path of ['/', '/profile', '/edit-profile', '/character/search?q=Pip']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

test('at 360 px the account, leaderboard, chat actions, moderation and audit pages fit', async ({ page }) => {
  await signInStaff(page.request);
  const author = await otherPlayersCharacter();
  // A line by someone else, so the chat shows its actions menu.
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/auth/login', { data: { email: author.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  await expect(async () => {
    const posted = await api.post('/api/shoutbox/message', { data: { message: `Hello from ${author.name}` } });
    expect(posted.status()).toBe(201);
  }).toPass();
  await api.dispose();

  const fits = async (what: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${what}`).toBeLessThanOrEqual(0);
  };
  for (const path of ['/account', '/leaderboard', '/admin/moderation', '/admin/audit-log', `/character/view/${author.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fits(path);
  }

  await page.goto('/chat');
  const line = page
    .getByRole('log', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: `Hello from ${author.name}` });
  await line.getByRole('button', { name: `Actions for ${author.name}'s message` }).click();
  await expect(line.getByRole('button', { name: 'Delete message' })).toBeVisible();
  await fits('the chat with a line menu open');
  await line.getByRole('button', { name: `Mute ${author.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mute ${author.name}` });
  await expect(dialog.getByLabel('Duration')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await fits('the chat after the mute dialog');
});

test('at 360 px a 20-letter name fits the leaderboard, the header stays short and the home fits', async ({ page }) => {
  await registerInUi(page, uniqueEmail('narrow'));
  await createCharacterInUi(page, uniqueName('Wren'));
  // The board as it would read with the longest name the rules allow, no space to break at.
  const long = 'Bartholomew_Thornfel';
  expect(long).toHaveLength(20);
  await page.route('**/api/leaderboard**', (route) =>
    route.fulfill({
      json: {
        by: 'evil',
        entries: [{ rank: 1, id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: long, level: 100, value: 1_234_567 }],
      },
    }),
  );
  await page.goto('/leaderboard');
  await expect(page.getByRole('link', { name: long })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow on the leaderboard').toBeLessThanOrEqual(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Menu, logo, the character's lines with Logout beside them, and the ticker.
  const header = await page.locator('.site-header').boundingBox();
  // It measured 243 px before the narrow layout (Logout on a line of its own, 9rem reserved).
  expect(header?.height ?? 0).toBeLessThanOrEqual(200);
});
