import { type Browser, expect, type Page, test } from '@playwright/test';
import { jailThroughDeeds, prisonerRowInCityJail } from './support/jail.ts';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

// The server runs at GAME_SPEED 60: a deed cooldown lasts 1 s, training 5 s, a jail of N seconds
// N / 60 s, and a journey of M minutes M seconds.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });

/** A player in a browser context of their own (own cookies, own storage). */
async function playerInNewContext(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const player = await signUpWithCharacter(page.request, { name: uniqueName('Rescuer') });
  return { context, page, player };
}

test('a deed goes through confirmation to a result and a cooldown that the navigation and a second tab follow', async ({
  page,
  context,
}) => {
  // The client clock runs a minute behind the server's, so the 1 s deed cooldown reads as 61 s
  // here: long enough to look at, and the clock can then be moved on to its end.
  await context.clock.install({ time: Date.now() - 60_000 });
  await signUpWithCharacter(page.request);
  const second = await context.newPage();
  await second.goto('/');
  await expect(navLink(second, 'Deeds')).not.toHaveAttribute('aria-disabled');

  await page.goto('/deeds');
  await expect(page.getByRole('heading', { name: 'Available Deeds' })).toBeVisible();
  const good = page.getByRole('region', { name: /Good Deeds/ });
  await good
    .getByRole('button', { name: /^Choose/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Confirm Deed' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await good
    .getByRole('button', { name: /^Choose/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Attempt Now' }).click();

  await expect(page.getByRole('heading', { name: /^Deed (Successful|Failed)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to Deeds List' })).toHaveCount(0);
  const deeds = navLink(page, 'Deeds');
  await expect(deeds).toHaveAttribute('aria-disabled', 'true');
  await expect(deeds).toHaveAttribute('title', 'Deeds on cooldown');
  await expect(deeds.locator('.nav-timer')).toHaveText(/^(1m 0\ds|\d\ds)$/);

  await test.step('the other tab follows through the storage event', async () => {
    await expect(navLink(second, 'Deeds')).toHaveAttribute('aria-disabled', 'true');
    await expect(navLink(second, 'Deeds').locator('.nav-timer')).toBeVisible();
    // A blocked item does not navigate (forced: Playwright will not click an aria-disabled link).
    await navLink(second, 'Deeds').click({ force: true });
    await expect(second).toHaveURL(/\/$/);
  });

  await test.step('the result gives way to the cooldown view', async () => {
    await page.getByRole('button', { name: 'View Cooldown' }).click();
    await expect(page.getByRole('heading', { name: 'Deeds on cooldown' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Next deed in' })).toBeVisible();
  });

  await test.step('opening /deeds by address during the cooldown leads home', async () => {
    await second.goto('/deeds');
    await expect(second).toHaveURL(/\/$/);
  });

  await test.step('the end of the cooldown brings the list back', async () => {
    await context.clock.fastForward(62_000);
    await expect(page.getByRole('heading', { name: 'Available Deeds' })).toBeVisible();
    await expect(navLink(page, 'Deeds')).not.toHaveAttribute('aria-disabled');
    await expect(navLink(second, 'Deeds')).not.toHaveAttribute('aria-disabled');
  });
});

test('training a skill shows the result and a cooldown that the second tab shows too', async ({ page, context }) => {
  await signUpWithCharacter(page.request);
  const second = await context.newPage();
  await second.goto('/profile');
  await page.goto('/training');
  await page.getByRole('button', { name: 'Train Archery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Training Complete' });
  await expect(dialog).toContainText('You trained Archery');
  await expect(navLink(page, 'Training')).toHaveAttribute('title', 'Training on cooldown');
  await expect(nav(second).getByText(/^Training Cooldown: 0m [1-5]s$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('progressbar', { name: 'Archery completion' })).not.toHaveAttribute('aria-valuenow', '0');
  // 5 s later the cooldown is over in both tabs.
  await expect(nav(second).getByText(/^Training Cooldown/)).toBeHidden({ timeout: 10_000 });
  await expect(navLink(page, 'Training')).not.toHaveAttribute('aria-disabled', { timeout: 10_000 });
});

test('travelling to another city arrives there and rests', async ({ page }) => {
  await signUpWithCharacter(page.request);
  await page.goto('/travel');
  await expect(page.getByText('You are in Hearthmere.')).toBeVisible();
  await page.getByRole('button', { name: /Silverbrook/ }).click();
  const details = page.getByRole('region', { name: 'Silverbrook' });
  await expect(details).toContainText('5 squares');
  await details.getByRole('button', { name: 'Begin Journey' }).click();
  await expect(page.getByText('You have arrived in Silverbrook. On to the city...')).toBeVisible();
  await expect(page).toHaveURL(/\/city$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Silverbrook' })).toBeVisible();
  await expect(page.getByText('Large City')).toBeVisible();

  await page.getByRole('tab', { name: 'Buildings' }).click();
  await expect(page.getByRole('heading', { name: 'City Jail', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Travel' }).last().click();
  await expect(page.getByText('You are in Silverbrook.')).toBeVisible();
  await expect(page.getByText('Resting: you can travel again in')).toBeVisible();
  await page.getByRole('button', { name: /Hearthmere/ }).click();
  await expect(page.getByRole('button', { name: 'Resting...' })).toBeDisabled();
});

test('a jailed player is locked out of deeds and broken out by a player in another browser', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  const prisoner = await signUpWithCharacter(page.request, { name: uniqueName('Convict') });
  const staff = await browser.newContext({ baseURL });
  await signInStaff(staff.request);
  await jailThroughDeeds(page.request, staff.request);
  await staff.close();

  await test.step('the prisoner sees the jail notice and the blocked items', async () => {
    await page.goto('/');
    const notice = nav(page).getByRole('note', { name: 'Jail' });
    await expect(notice).toContainText(/In jail until \d/);
    await expect(notice).toContainText(/Release in \d+m \d\ds/);
    for (const name of ['Deeds', 'Quests', 'Travel', 'Training']) {
      await expect(navLink(page, name)).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(navLink(page, 'City')).not.toHaveAttribute('aria-disabled');
    await page.goto('/deeds');
    await expect(page.getByText('You cannot do deeds while in jail.')).toBeVisible();
    await navLink(page, 'City').click();
    await expect(page.getByRole('tab', { name: 'Buildings', selected: true })).toBeVisible();
    const jail = page.getByRole('region', { name: /City Jail of Hearthmere/ });
    await expect(jail.getByRole('note', { name: 'Jail' })).toContainText('You are imprisoned in the city jail.');
    await expect(jail.getByRole('link', { name: prisoner.name })).toBeVisible();
    await expect(jail.getByRole('button', { name: /Attempt Breakout/ })).toHaveCount(0);
  });

  const rescuer = await playerInNewContext(browser, baseURL);
  try {
    await test.step('another player breaks the prisoner out', async () => {
      const r = rescuer.page;
      const row = await prisonerRowInCityJail(r, prisoner.name);
      await expect(row.getByRole('link', { name: prisoner.name })).toHaveAttribute('href', `/character/view/${prisoner.id}`);
      // 40 % of breakouts succeed; a failure may jail the rescuer for 5 s (5 minutes / 60).
      for (let attempt = 0; attempt < 25; attempt++) {
        await row.getByRole('button', { name: /Attempt Breakout/ }).click();
        const dialog = r.getByRole('dialog');
        await expect(dialog).toBeVisible();
        const title = await dialog.getByRole('heading').textContent();
        await dialog.getByRole('button', { name: 'Close' }).click();
        if (title === 'Breakout Successful') return;
        // Caught: the rescuer waits out the short sentence in the same jail, then tries again.
        const caught = r.getByRole('region', { name: /City Jail/ }).getByRole('note', { name: 'Jail' });
        if (await caught.isVisible()) await expect(caught).toBeHidden({ timeout: 15_000 });
      }
      throw new Error('No breakout succeeded in 25 attempts');
    });
  } finally {
    await rescuer.context.close();
  }

  await test.step('the freed prisoner notices while watching the jail', async () => {
    await expect(nav(page).getByRole('note', { name: 'Jail' })).toBeHidden({ timeout: 20_000 });
    await expect(navLink(page, 'Deeds')).not.toHaveAttribute('aria-disabled');
  });
});
