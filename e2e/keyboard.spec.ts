import { expect, test } from '@playwright/test';
import { ChatLimits } from '@tod/contracts';
import { bailPrice } from '@tod/game';
import { earnGold } from './support/gold.ts';
import { jailThroughDeeds } from './support/jail.ts';
import { expectVisibleFocus, tabTo } from './support/keyboard.ts';
import { checkPage } from './support/pages.ts';
import { PASSWORD, signInStaff, uniqueEmail, uniqueName } from './support/players.ts';

/**
 * Tab presses that cross the chat page: its log holds up to ChatLimits.historySize lines of the
 * other journeys, each with its author's link and its actions button, besides the page's own stops.
 */
const PAST_THE_CHAT_LOG = 2 * ChatLimits.historySize + 80;

// The first hour by keyboard alone: Tab, Shift+Tab, Enter, Space, arrows, Escape and typing; no
// click. Every control reached shows its focus, and after every step the focus is checked to be
// where a keyboard user goes on from. What a screen reader is told (results, timers, the chat)
// is read from the accessibility tree (roles, names, descriptions, live regions), never from CSS.
// axe also checks the states the page sweep (a11y.spec.ts) cannot reach: results and dialogs.

/** A sentence of one game hour (a real minute at GAME_SPEED 60) and the most its bail costs at level 1. */
const SENTENCE_S = 3_600;
const MAX_BAIL = bailPrice(1, SENTENCE_S * 1_000);

test('a new player signs up, creates a character, does a deed, trains, chats, travels, pays bail, reads the log and signs out by keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const navLink = (name: string | RegExp) => nav.getByRole('link', { name, exact: typeof name === 'string' });
  const main = page.getByRole('main');
  // The toasts' polite live region: what a screen reader announces when a timer runs out.
  const notices = page.getByRole('status', { name: 'Notices' });
  const name = uniqueName('Keys');
  const problems: string[] = [];
  const axe = async (what: string) => problems.push(...(await checkPage(page, what)));

  await test.step('sign up from the header form', async () => {
    await page.goto('/');
    // The news ticker shows its line twice to scroll without a seam; it is read once.
    const news = page.getByRole('region', { name: 'News' });
    const first = (await news.locator('.ticker__item').first().textContent()) ?? '';
    expect(first).not.toBe('');
    expect((await news.ariaSnapshot()).split(first).length - 1, 'the first ticker item in the accessibility tree').toBe(1);

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
    // Signed up, the player is taken to the character form, and so is the focus.
    await expect(main.getByRole('heading', { level: 1, name: 'Create Character' })).toBeVisible();
    await expect(main).toBeFocused();
  });

  await test.step('create a character, with a heading in the bio', async () => {
    const form = page.getByRole('form', { name: 'Create Character' });
    await tabTo(page, form.getByLabel('Name'));
    await page.keyboard.type(name);
    await tabTo(page, form.getByLabel(/^Bio/));
    // A Markdown heading a player writes must not become a second first-level heading.
    await page.keyboard.type('# My story');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Walks everywhere, clicks nothing.');
    await tabTo(page, form.getByRole('button', { name: 'Create Character' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(main).toBeFocused();
  });

  await test.step('a first deed: choose, confirm, read the result, hear the cooldown end', async () => {
    const deeds = navLink('Deeds');
    await tabTo(page, deeds);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Available Deeds' })).toBeVisible();
    await expect(main).toBeFocused();
    await tabTo(
      page,
      page
        .getByRole('region', { name: /Good Deeds/ })
        .getByRole('button', { name: /^Choose/ })
        .first(),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Confirm Deed' })).toBeFocused();
    await axe('the deed confirmation');
    await tabTo(page, page.getByRole('button', { name: 'Attempt Now' }));
    await page.keyboard.press('Space');
    // The result's heading takes the focus, so it is read first.
    await expect(page.getByRole('heading', { level: 2, name: /^Deed (Successful|Failed)$/ })).toBeFocused();
    // The cooldown (1 s here) is in the navigation's name and description, then announced as it ends.
    await expect(notices).toMatchAriaSnapshot(`
      - status "Notices":
        - paragraph: "Your deed cooldown is over: deeds are ready."
        - link "Go to Deeds"
        - button "Dismiss notice"
    `);
    await expect(deeds).not.toHaveAttribute('aria-disabled');
    await expect(deeds).toHaveAccessibleDescription('');
    // The toast took nothing from the player: the focus is still on the result.
    await expect(page.getByRole('heading', { level: 2, name: /^Deed (Successful|Failed)$/ })).toBeFocused();
    await axe('the deed result with a notice');
  });

  await test.step('train a skill, read the result, hear the cooldown end', async () => {
    const training = navLink('Training');
    await tabTo(page, training, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Training' })).toBeVisible();
    await expect(main).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Train Archery' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Training Complete' });
    await expect(dialog).toMatchAriaSnapshot(`
      - dialog "Training Complete":
        - heading "Training Complete" [level=2]
        - paragraph: /^You trained Archery/
        - progressbar "Archery completion"
        - term: Fee paid
        - definition: 1 gold
        - button "Close"
    `);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    // Read while the cooldown surely runs: axe's scan can outlast it on a busy machine.
    await expect(training).toHaveAttribute('aria-disabled', 'true');
    await expect(training).toHaveAccessibleDescription('Training on cooldown');
    await axe('the training result');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The opener is disabled during the cooldown: the focus goes back to the page, not to <body>.
    await expect(main).toBeFocused();
    await expect(notices).toContainText('Your training cooldown is over: you can train again.', { timeout: 15_000 });
    await expect(training).toHaveAccessibleDescription('');
  });

  await test.step('say something in the chat', async () => {
    await tabTo(page, navLink('Chat'), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    await expect(main).toBeFocused();
    const message = page.getByRole('textbox', { name: 'Message' });
    await tabTo(page, message, { max: PAST_THE_CHAT_LOG });
    const line = `Hello from the keyboard, ${name}`;
    await page.keyboard.type(line);
    await page.keyboard.press('Enter');
    // The chat is a log region: a new line is read out as it arrives, once.
    const messages = page.getByRole('log', { name: 'Messages' });
    await expect(messages).toMatchAriaSnapshot(`
      - log "Messages":
        - list:
          - listitem:
            - link "${name}"
            - text: ": ${line}"
    `);
    await expect(messages.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
    // Sent: the box is empty and keeps the focus for the next line.
    await expect(message).toBeFocused();
    await expect(message).toHaveValue('');
    await axe('the chat with a line sent');
  });

  await test.step('travel: arrows move between destinations, Enter begins the journey', async () => {
    // From the message box back past the chat log to the navigation.
    await tabTo(page, navLink('Travel'), { backwards: true, max: PAST_THE_CHAT_LOG });
    await page.keyboard.press('Enter');
    await expect(page.getByText('You are in Hearthmere.')).toBeVisible();
    await expect(main).toBeFocused();
    const destinations = page.getByRole('list', { name: 'Destinations' }).getByRole('button');
    await tabTo(page, destinations.first());
    const silverbrook = page.getByRole('button', { name: /Silverbrook/ });
    for (let step = 0; step < 10 && !(await silverbrook.evaluate((el) => el === document.activeElement)); step++) {
      await page.keyboard.press('ArrowDown');
    }
    await expectVisibleFocus(silverbrook);
    await page.keyboard.press('Enter');
    await expect(silverbrook).toHaveAttribute('aria-pressed', 'true');
    await axe('travel with a destination chosen');
    await tabTo(page, page.getByRole('region', { name: 'Silverbrook' }).getByRole('button', { name: 'Begin Journey' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Silverbrook' })).toBeVisible();
    await expect(main).toBeFocused();
  });

  await test.step('jailed: the sentence is told everywhere, and bail is paid from the jail', async () => {
    const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      await signInStaff(staff.request);
      // A new purse is short of a bail; the jailing deed is the server's dice (e2e/support).
      await earnGold(page.request, staff.request, MAX_BAIL);
      // A skill far above the player's: nearly every attempt fails, half into jail, whatever
      // level the journey has reached by now.
      await jailThroughDeeds(page.request, staff.request, SENTENCE_S, { Stealth: 50 });
    } finally {
      await staff.close();
    }
    // The page learns of the sentence on its next load: open the home by its address.
    await page.goto('/');
    await expect(nav.getByRole('note', { name: 'Jail' })).toContainText(/In jail until \d/);
    await expect(page).toHaveTitle(/^In jail until \d/);
    for (const blocked of ['Deeds', 'Training', 'Quests', 'Travel']) {
      await expect(navLink(blocked)).toHaveAttribute('aria-disabled', 'true');
      await expect(navLink(blocked)).toHaveAccessibleDescription('Not available while in jail');
    }

    await tabTo(page, navLink('City'));
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
    // A prisoner opens the city at its jail.
    const jail = page.getByRole('region', { name: 'City Jail of Silverbrook' });
    await expect(page.getByRole('tab', { name: 'Buildings' })).toHaveAttribute('aria-selected', 'true');
    await expect(jail.getByRole('note', { name: 'Jail' })).toContainText('You are imprisoned in the city jail.');
    await axe('the jail, seen by its prisoner');
    await tabTo(page, jail.getByRole('button', { name: 'Pay Bail for yourself' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Pay Bail' });
    await expect(confirm).toContainText(/^Pay Bail.*Pay [\d,]+ gold bail to leave jail now\?/);
    // The safe choice has the focus: Enter alone does not spend the gold.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await axe('the bail confirmation');
    await tabTo(page, confirm.getByRole('button', { name: /^Pay [\d,]+ gold$/ }));
    await page.keyboard.press('Enter');
    const paid = page.getByRole('dialog', { name: 'Bail Paid' });
    await expect(paid).toMatchAriaSnapshot(`
      - dialog "Bail Paid":
        - heading "Bail Paid" [level=2]
        - paragraph: /You paid [\\d,]+ gold bail\\. You are free\\./
        - paragraph: /^Paid[:] [\\d,]+ gold$/
        - paragraph: /^Gold left[:] [\\d,]+$/
        - button "Close"
    `);
    await expect(paid.getByRole('button', { name: 'Close' })).toBeFocused();
    await axe('the bail result');
    await page.keyboard.press('Escape');
    await expect(paid).toBeHidden();
    // The Pay Bail button left with the sentence: the focus goes back to the page.
    await expect(main).toBeFocused();
    await expect(nav.getByRole('note', { name: 'Jail' })).toBeHidden();
    await expect(navLink('Deeds')).not.toHaveAttribute('aria-disabled');
    await expect(page).not.toHaveTitle(/In jail/);
  });

  await test.step('the profile: one first-level heading, whatever the bio says', async () => {
    await tabTo(page, navLink('Profile'), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
    await expect(main.getByRole('heading', { name: 'My story' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  await test.step('open the event log', async () => {
    await tabTo(page, navLink(/^Event Log/), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Log' })).toBeVisible();
    await expect(main).toBeFocused();
  });

  await test.step('sign out', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Logout' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(main).toBeFocused();
  });

  expect(problems, 'axe on the states reached on the way').toEqual([]);
});
