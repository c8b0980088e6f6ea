import { expect, type Locator, type Page, test } from '@playwright/test';
import { PASSWORD, uniqueEmail, uniqueName } from './support/players.ts';

// The first hour by keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and typing; no click.
// Every control reached is checked to show its focus (:focus-visible with an outline or a ring).

/** The focused element is the target and draws a visible focus indicator. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return el.matches(':focus-visible') && (outline || style.boxShadow !== 'none');
  });
  expect(shown, 'the focused control shows its focus').toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks that the focus shows. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Focus never reached ${target} in ${max} presses`);
}

/** The focus sits somewhere in the page's content after a step, never lost to <body>. */
async function expectFocusKept(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body))
    .toBe(true);
}

test('a new player signs up, creates a character, does a deed, trains, travels, reads the log and signs out by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const navLink = (name: string | RegExp) => nav.getByRole('link', { name, exact: typeof name === 'string' });
  const name = uniqueName('Keys');

  await test.step('sign up from the header form', async () => {
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
    await tabTo(page, page.getByRole('button', { name: 'New here? Register' }));
    await page.keyboard.press('Enter');
    const register = page.getByRole('form', { name: 'Register' });
    await tabTo(page, register.getByLabel('E-mail'), { backwards: true });
    await page.keyboard.type(uniqueEmail('keys'));
    await tabTo(page, register.getByLabel('Password'));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  await test.step('create a character', async () => {
    const form = page.getByRole('form', { name: 'Create Character' });
    const link = page.getByRole('link', { name: 'Create Character' }).first();
    // Signing up lands on the form, or on a page that links to it: wait for whichever comes.
    await expect(form.or(link)).toBeVisible();
    if (!(await form.isVisible())) {
      await tabTo(page, link);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, form.getByLabel('Name'));
    await page.keyboard.type(name);
    await tabTo(page, form.getByLabel(/^Bio/));
    await page.keyboard.type('Walks everywhere, clicks nothing.');
    await tabTo(page, form.getByRole('button', { name: 'Create Character' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expectFocusKept(page);
  });

  await test.step('a first deed: choose, confirm, read the result', async () => {
    await tabTo(page, navLink('Deeds'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Available Deeds' })).toBeVisible();
    await tabTo(
      page,
      page
        .getByRole('region', { name: /Good Deeds/ })
        .getByRole('button', { name: /^Choose/ })
        .first(),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Confirm Deed' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Attempt Now' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('heading', { name: /^Deed (Successful|Failed)$/ })).toBeVisible();
    await expectFocusKept(page);
  });

  await test.step('train a skill and close the result', async () => {
    await tabTo(page, navLink('Training'), { backwards: true });
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Train Archery' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Training Complete' });
    await expect(dialog).toContainText('You trained Archery');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Closing the dialog gives the focus back to where the session began.
    await expectFocusKept(page);
  });

  await test.step('travel: arrows move between destinations, Enter begins the journey', async () => {
    await tabTo(page, navLink('Travel'), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByText('You are in Hearthmere.')).toBeVisible();
    const destinations = page.getByRole('list', { name: 'Destinations' }).getByRole('button');
    await tabTo(page, destinations.first());
    const silverbrook = page.getByRole('button', { name: /Silverbrook/ });
    for (let step = 0; step < 10 && !(await silverbrook.evaluate((el) => el === document.activeElement)); step++) {
      await page.keyboard.press('ArrowDown');
    }
    await expectVisibleFocus(silverbrook);
    await page.keyboard.press('Enter');
    await expect(silverbrook).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('region', { name: 'Silverbrook' }).getByRole('button', { name: 'Begin Journey' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Silverbrook' })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
  });

  await test.step('open the event log', async () => {
    await tabTo(page, navLink(/^Event Log/), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Log' })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
  });

  await test.step('sign out', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Logout' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  });
});
