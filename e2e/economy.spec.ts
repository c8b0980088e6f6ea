import { expect, request, test } from '@playwright/test';
import { runCli } from './support/cli.ts';
import { jailThroughDeeds, prisonerRowInCityJail } from './support/jail.ts';
import { otherPlayersCharacter, signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

// The bank and the casino as a new player meets them (docs/economy.md). Staff sets the stage
// through its own screens' calls: an evil-leaning city (only those keep a casino), and the
// character moved there at level 5 with 2,000 gold, so the journey needs no hour of deeds.

const noOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a player deposits with the fee shown first, opens a term deposit, gives a friend gold within the caps, bets in the casino and checks the roll', async ({
  page,
  baseURL,
}) => {
  const staff = await request.newContext({ baseURL });
  await signInStaff(staff);
  const city = await staff.post('/api/cities', { data: { name: uniqueName('Blackmoor'), alignment: -20 } });
  expect(city.status(), await city.text()).toBe(201);
  const cityId = ((await city.json()) as { id: string }).id;
  const me = await signUpWithCharacter(page.request);
  const moved = await staff.post(`/api/admin/characters/${me.id}/change`, {
    data: { level: 5, cityId, reason: 'Browser journey: the casino city' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const granted = await staff.post(`/api/admin/characters/${me.id}/gold`, {
    data: { delta: 2000, reason: 'Browser journey: gold' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await staff.dispose();
  await page.setViewportSize({ width: 360, height: 740 });

  await test.step('the bank shows the fee before a deposit', async () => {
    await page.goto('/bank');
    await expect(page.getByRole('heading', { level: 1, name: 'Bank' })).toBeVisible();
    await page.getByLabel('Deposit gold').fill('251');
    await expect(page.getByText('Fee 6 gold; 245 gold goes into the bank.')).toBeVisible();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('You deposited 251 gold (fee 6 gold).')).toBeVisible();
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  });

  await test.step('a term deposit shows its interest before it is opened', async () => {
    await page.getByLabel('Gold to lock').fill('500');
    await expect(page.getByText('Pays 5 gold interest after 1 day.')).toBeVisible();
    await page.getByRole('button', { name: 'Open term deposit' }).click();
    await expect(page.getByText('You locked 500 gold for 1 day. It will pay 5 gold interest.')).toBeVisible();
    await expect(
      page.getByText(/Running: 500 gold for 1 day, paying 5 gold interest\. Due \d{4}-\d\d-\d\d \d\d:\d\d UTC\./),
    ).toBeVisible();
  });

  await test.step("a gift to a friend shows the day's allowance first and stays within it", async () => {
    const friend = await otherPlayersCharacter({ name: uniqueName('Mara') });
    await page.goto(`/character/view/${friend.id}`);
    const gift = page.getByRole('region', { name: 'Give gold' });
    await expect(gift.getByText(`You may give ${friend.name} up to 25 gold today;`, { exact: false })).toBeVisible();
    await gift.getByLabel('Gold to give').fill('25');
    await gift.getByRole('button', { name: 'Give gold' }).click();
    await expect(gift.getByText(`You gave 25 gold to ${friend.name}.`)).toBeVisible();
    await expect(gift.getByText(`You may give ${friend.name} up to 0 gold today;`, { exact: false })).toBeVisible();
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  });

  let check = '';
  await test.step('the casino is found among the city buildings and a bet is placed with the keyboard', async () => {
    await page.goto('/city');
    await page.getByRole('tab', { name: 'Buildings' }).click();
    await page.getByRole('link', { name: 'Visit the casino' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    await expect(page.getByText(/The house edge is 2%/)).toBeVisible();
    await expect(page.getByTestId('commitment')).toHaveText(/^[0-9a-f]{64}$/);
    const stake = page.getByLabel('Stake (gold)');
    await stake.fill('20');
    await stake.press('Enter');
    await expect(page.getByText(/The roll is \d+\./)).toBeVisible();
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    check = (await page.getByRole('link', { name: 'Check this roll' }).getAttribute('href')) ?? '';
  });

  await test.step('the fair-play page checks the roll in the browser and with the server', async () => {
    await page.goto(check);
    await expect(page.getByRole('heading', { level: 1, name: 'Fair play' })).toBeVisible();
    await page.getByRole('button', { name: 'Check the roll' }).click();
    await expect(
      page.getByText(/It checks out: the house committed to this seed before your bet of 20 gold, and the roll was \d+\./),
    ).toBeVisible();
  });
});

test('two accounts played from one browser cannot break each other out nor give each other gold', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await request.newContext({ baseURL });
  await signInStaff(staff);
  // The first account's character is jailed; its calls give this browser its device id.
  const first = await signUpWithCharacter(page.request, { name: uniqueName('Twin') });
  await jailThroughDeeds(page.request, staff);
  await page.goto('/');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  // A second account, signed up in the same browser: level 5 with gold, so only fair play stands in the way.
  const second = await signUpWithCharacter(page.request, { name: uniqueName('Twin') });
  const raised = await staff.post(`/api/admin/characters/${second.id}/change`, {
    data: { level: 5, reason: 'Browser journey: a giver' },
  });
  expect(raised.status(), await raised.text()).toBe(200);
  expect(
    (await staff.post(`/api/admin/characters/${second.id}/gold`, { data: { delta: 500, reason: 'Browser journey' } })).status(),
  ).toBe(200);
  await staff.dispose();
  await page.goto('/');
  // The server writes what it noted every 30 seconds; the operator's script check writes it at once.
  runCli('check-scripts');

  await test.step('the jail refuses the breakout before any roll', async () => {
    const row = await prisonerRowInCityJail(page, first.name);
    await row.getByRole('button', { name: /Attempt Breakout/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Breakout Failed');
    await expect(
      dialog.getByText(
        `You cannot break ${first.name} out: your accounts are played from the same device or connection (see the fair-play rules).`,
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step("the other character's page says why no gold can be given", async () => {
    await page.goto(`/character/view/${first.id}`);
    const gift = page.getByRole('region', { name: 'Give gold' });
    await expect(
      gift.getByText(
        `You cannot give gold to ${first.name}: your accounts are played from the same device or connection (see the fair-play rules).`,
      ),
    ).toBeVisible();
    await expect(gift.getByRole('button', { name: 'Give gold' })).toHaveCount(0);
    const tried = await page.request.post('/api/economy/gifts', { data: { to: first.id, amount: 5 } });
    expect(tried.status()).toBe(409);
    expect(((await tried.json()) as { code: string }).code).toBe('gifts.linked');
  });
});

/** The answer to the city watch's question, as a person reads it (packages/game/src/watch.ts). */
function answerTo(question: string): string {
  const numbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  const sum = /^What is (\w+) plus (\w+)\?/.exec(question);
  if (sum) return String(numbers.indexOf(sum[1]!) + numbers.indexOf(sum[2]!));
  const letter = /^What is the (\w+) letter of the word (\w+)\?/.exec(question);
  if (letter) return letter[2]![['first', 'second', 'third', 'fourth', 'fifth'].indexOf(letter[1]!)]!;
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const day = /^Which day comes after (\w+)\?/.exec(question);
  if (day) return days[(days.indexOf(day[1]!) + 1) % 7]!;
  throw new Error(`Unknown question: ${question}`);
}

test('a script-like character is flagged for staff and meets the city watch, whose right answer clears the flag', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const me = await signUpWithCharacter(page.request);
  const staff = await request.newContext({ baseURL });
  await signInStaff(staff);
  let refusedUntil = 0;
  const flagOf = async () =>
    ((await (await staff.get('/api/admin/fair-play/flags')).json()) as { character: { id: string }; reason: string }[]).find(
      (f) => f.character.id === me.id,
    );

  await test.step('writes faster than the pages ever send are refused, and the script check flags the character', async () => {
    // 300 writes a minute per account are answered; the 20 past them are refused (429).
    let retryAfter = 0;
    for (let batch = 0; batch < 8; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 40 }, () => page.request.post(`/api/contacts/friends/${me.id}`)));
      for (const a of answers) retryAfter = Math.max(retryAfter, Number(a.headers()['retry-after'] ?? 0));
    }
    expect(retryAfter).toBeGreaterThan(0);
    refusedUntil = Date.now() + retryAfter * 1000;
    // The check flags every suspect it finds, so a check someone else ran (another journey's, or
    // the server's clean-up) may flag this character first, and this one then reports 0 new
    // flags: what counts is the flag. The check, another process, asks the server to write the
    // refusals it counted in memory first.
    expect(runCli('check-scripts')).toMatch(/^Script check done: \d+ new flags?\.$/);
    await expect.poll(async () => (await flagOf()) !== undefined, { timeout: 10_000 }).toBe(true);
    expect((await flagOf())?.reason).toMatch(/^Automatic: \d+ refused requests \(too many\) in the last day\.$/);
  });

  await test.step('the watch stops the character after its next deed and lets it go on a right answer', async () => {
    // The rate limit's window is a real minute: the account may write again only once it ends.
    await page.waitForTimeout(Math.max(0, refusedUntil - Date.now()));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/deeds');
    await page
      .getByRole('region', { name: /Good Deeds/ })
      .getByRole('button', { name: /^Choose/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Attempt Now' }).click();
    const watch = page.getByRole('region', { name: 'The city watch stops you' });
    await expect(watch).toBeVisible();
    await expect(watch.getByText(/Answer within 5 minutes, by \d\d:\d\d UTC\./)).toBeVisible();
    const question = (await watch.locator('.watch-question__text').textContent()) ?? '';
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await watch.getByLabel('Your answer').fill(answerTo(question));
    await watch.getByLabel('Your answer').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Thank you. The watch lets you go.' })).toBeVisible();
    await expect(watch).toHaveCount(0);
    expect(await flagOf()).toBeUndefined();
  });
  await staff.dispose();
});
