import { expect, type Page, test } from '@playwright/test';
import { bailPrice } from '@tod/game';
import { earnGold } from './support/gold.ts';
import { jailThroughDeeds } from './support/jail.ts';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

// The server runs at GAME_SPEED 60: a deed cooldown lasts 1 s (see gameplay.spec.ts).

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const notices = (page: Page) => page.getByRole('status', { name: 'Notices' });

test('the tab title counts the deed cooldown down, then says deeds are ready with a toast', async ({ page, context }) => {
  // The client clock runs a minute behind the server's, so the 1 s cooldown reads as 61 s here.
  await context.clock.install({ time: Date.now() - 60_000 });
  await signUpWithCharacter(page.request);
  await page.goto('/deeds');
  await expect(page).toHaveTitle(/^[^(]*Tales of Deeds$/);
  await page
    .getByRole('region', { name: /Good Deeds/ })
    .getByRole('button', { name: /^Choose/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Attempt Now' }).click();
  await expect(page.getByRole('heading', { name: /^Deed (Successful|Failed)$/ })).toBeVisible();
  await expect(page).toHaveTitle(/^\((1:0\d|0:[3-5]\d)\) .*Tales of Deeds$/);

  await context.clock.fastForward(62_000);
  await expect(page).toHaveTitle(/^Deeds ready - .*Tales of Deeds$/);
  await expect(notices(page)).toContainText('Your deed cooldown is over: deeds are ready.');

  // Acting on the page ends the "ready" notice; the toast can be dismissed from the keyboard.
  await notices(page).getByRole('button', { name: 'Dismiss notice' }).focus();
  await page.keyboard.press('Enter');
  await expect(notices(page)).toBeEmpty();
  await expect(page).toHaveTitle(/^[^(]*Tales of Deeds$/);
  await expect(page).not.toHaveTitle(/ready/);
});

test('a prisoner sees a toast in every open tab when another player pays their bail, and finds it in the event log', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL;
  const patronContext = await browser.newContext({ baseURL });
  const staff = await browser.newContext({ baseURL });
  try {
    const prisoner = await signUpWithCharacter(page.request, { name: uniqueName('Debtor') });
    await signInStaff(staff.request);
    // A level-1 bail for one game hour (a real minute to act in) is up to 720 gold, more than a new
    // character's 100: the patron earns it before the prisoner's minute starts.
    const patron = await signUpWithCharacter(patronContext.request, { name: uniqueName('Patron') });
    await earnGold(patronContext.request, staff.request, bailPrice(1, 3_600_000));
    await jailThroughDeeds(page.request, staff.request, 3_600);

    // The toast is pushed, not polled: wait for the live feed to be open before the patron pays.
    const feedOpen = page.waitForResponse((response) => response.url().includes('/api/shoutbox/feed'));
    await page.goto('/');
    await feedOpen;
    const second = await context.newPage();
    await second.goto('/city');
    const eventLog = nav(page).getByRole('link', { name: /^Event Log/ });
    await expect(eventLog).toBeVisible();
    await expect(nav(second).getByRole('link', { name: /^Event Log/ })).toBeVisible();
    const before = (await (await page.request.get('/api/character/events/unread')).json()) as { unread: number };
    // The badge counts unread groups (a run of the same deed is one): read what it shows now.
    if (before.unread > 0) await expect(eventLog).toHaveAccessibleName(/\(\d+ unread\)$/);
    const shown = before.unread > 0 ? Number(await eventLog.locator('.unread-badge [aria-hidden="true"]').textContent()) : 0;

    const paid = await patronContext.request.post('/api/character/bail', { data: { player: prisoner.id } });
    expect(paid.status(), await paid.text()).toBe(200);

    for (const tab of [page, second]) {
      await expect(notices(tab)).toContainText(patron.name);
      await expect(notices(tab).getByRole('link', { name: 'Open the event log' })).toBeVisible();
    }
    await expect(eventLog).toHaveAccessibleName(new RegExp(`^Event Log \\s*\\(${shown + 1} unread\\)$`));

    await notices(page).getByRole('link', { name: 'Open the event log' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { name: 'Event Log' })).toBeVisible();
    const entries = page.getByRole('list', { name: 'Events, newest first' }).getByRole('listitem');
    await expect(entries.first()).toContainText(patron.name);
    await expect(entries.first().getByRole('link', { name: patron.name })).toHaveAttribute(
      'href',
      `/character/view/${patron.id}`,
    );
    // The deed attempts that jailed the prisoner are there too, with what they gave.
    expect(await entries.count()).toBeGreaterThan(1);
    // Viewing the log marks it read: the badge goes.
    await expect(eventLog).toHaveAccessibleName('Event Log');
  } finally {
    await patronContext.close();
    await staff.close();
  }
});

test('a new player finds an empty event log', async ({ page }) => {
  await signUpWithCharacter(page.request);
  await page.goto('/');
  await nav(page)
    .getByRole('link', { name: /^Event Log/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Event Log' })).toBeVisible();
  await expect(page.getByText(/Nothing has happened to your character yet/)).toBeVisible();
});

test('notification toggles on the profile are saved', async ({ page }) => {
  await signUpWithCharacter(page.request);
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Notifications' });
  const away = panel.getByRole('checkbox', { name: 'Events while away' });
  // The boxes are controlled: each shows its new state a moment after the click (once the save
  // starts), so click and wait for the answer rather than asking uncheck() to see it at once.
  const saveAnswered = () =>
    page.waitForResponse((r) => r.url().endsWith('/api/notifications/preferences') && r.request().method() === 'PUT');
  await expect(away).toBeChecked();
  let saved = saveAnswered();
  await away.click();
  await saved;
  await expect(panel.getByText('Notification settings saved.')).toBeVisible();
  const training = panel.getByRole('checkbox', { name: 'Training ready' });
  await expect(training).toBeEnabled();
  saved = saveAnswered();
  await training.click();
  await saved;
  await expect(training).not.toBeChecked();

  await page.reload();
  await expect(panel.getByRole('checkbox', { name: 'Events while away' })).not.toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Training ready' })).not.toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Deed ready' })).toBeChecked();
  await expect(panel.getByRole('button', { name: 'Send me a test' })).toBeVisible();
});

test('with the service worker active, a reload while offline shows the offline page', async ({ page, context }) => {
  await signUpWithCharacter(page.request);
  await page.goto('/deeds');
  await expect(page.getByRole('heading', { name: 'Available Deeds' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker answers page loads once it controls the page (it claims open pages at once).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline; your timers keep running on the server', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Available Deeds' })).toBeVisible();
});
