import { expect, type Page, test } from '@playwright/test';
import { jailThroughDeeds } from './support/jail.ts';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

// GAME_SPEED 60 (playwright.config.ts): a level-1 deed cools down for 1 s, training for 5 s, and a
// sentence of one game hour lasts one real minute. A new character has 100 gold.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const panel = (page: Page) => page.getByRole('region', { name: 'Your character' });
/** The value a definition list gives a term inside `scope`. */
const termValue = (scope: ReturnType<Page['locator']>, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test('a new player sees why a deed suits them, pays a training fee and pays their own bail', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpWithCharacter(page.request);

  await test.step('the deed card and the confirmation show skill, chance and pay per minute', async () => {
    await page.goto('/deeds');
    await expect(page.getByRole('note', { name: 'Best deed for you' })).toContainText('Most experience per minute for you:');
    const card = page
      .getByRole('region', { name: /Good Deeds/ })
      .locator('article')
      .first();
    await expect(termValue(card, 'Skill')).toHaveText(/^(No skill needed|.+: no training needed.*|.+ \d+ \/ \d+.*)$/);
    await expect(termValue(card, 'Success chance')).toHaveText(/^\d{1,2}%$/);
    await expect(termValue(card, 'Experience / min')).toHaveText(/^[\d.,]+$/);
    await expect(termValue(card, 'Gold / min')).toHaveText(/^[\d.,]+$/);
    await expect(termValue(card, 'Cooldown')).toHaveText(/second|minute/);
    const chance = await termValue(card, 'Success chance').textContent();
    await card.getByRole('button', { name: /^Choose/ }).click();
    await expect(page.getByRole('heading', { name: 'Confirm Deed' })).toBeFocused();
    await expect(page.getByText(/^Chance of success:/)).toHaveText(`Chance of success: ${chance}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('training costs its fee, shown first and taken from the purse', async () => {
    await page.goto('/training');
    const archery = page.locator('article', { has: page.getByRole('heading', { name: 'Archery' }) });
    await expect(archery.getByText(/^Fee:/)).toHaveText('Fee: 1 gold');
    await archery.getByRole('button', { name: 'Train Archery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Training Complete' });
    await expect(termValue(dialog.locator('dl'), 'Fee paid')).toHaveText('1 gold');
    await expect(termValue(dialog.locator('dl'), 'Gold left')).toHaveText('99 gold');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(panel(page)).toContainText('Gold 99');
  });

  await test.step('a prisoner sees the bail and pays it to walk free at once', async () => {
    const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signInStaff(staff.request);
    // One game hour: a bail of 60 gold or less at level 1, and a minute to pay it in.
    await jailThroughDeeds(page.request, staff.request, 3_600);
    await staff.close();

    await page.goto('/city');
    const jail = page.getByRole('region', { name: /City Jail of/ });
    await expect(jail.getByRole('note', { name: 'Jail' })).toContainText('You are imprisoned in the city jail.');
    const own = jail.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Pay Bail for yourself' }) });
    await expect(own.getByText(/^Bail: \d+ gold$/)).toBeVisible();
    const price = Number((await own.getByText(/^Bail:/).textContent())?.match(/\d+/)?.[0]);
    expect(price).toBeGreaterThan(0);
    expect(price).toBeLessThanOrEqual(60);

    await own.getByRole('button', { name: 'Pay Bail for yourself' }).click();
    const confirm = page.getByRole('dialog', { name: 'Pay Bail' });
    await expect(confirm).toContainText(`Pay ${price} gold bail to leave jail now?`);
    await confirm.getByRole('button', { name: `Pay ${price} gold` }).click();
    // The bail shrinks by the minute (a real second here): the server takes the price of the moment.
    const result = page.getByRole('dialog', { name: 'Bail Paid' });
    const paid = Number((await result.getByText(/^Paid: \d+ gold$/).textContent())?.match(/\d+/)?.[0]);
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(price);
    await expect(result).toContainText(`Gold left: ${99 - paid}`);
    await result.getByRole('button', { name: 'Close' }).click();

    await expect(nav(page).getByRole('note', { name: 'Jail' })).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'Deeds', exact: true })).not.toHaveAttribute('aria-disabled');
    await expect(panel(page)).toContainText(`Gold ${99 - paid}`);
  });
});

test("a free player pays another prisoner's bail in their city and earns good points", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL;
  const prisonerContext = await browser.newContext({ baseURL });
  const staff = await browser.newContext({ baseURL });
  try {
    const prisoner = await signUpWithCharacter(prisonerContext.request, { name: uniqueName('Debtor') });
    await signInStaff(staff.request);
    await jailThroughDeeds(prisonerContext.request, staff.request, 3_600);
    await signUpWithCharacter(page.request, { name: uniqueName('Patron') });

    await page.goto('/city');
    await page.getByRole('tab', { name: 'Buildings' }).click();
    await page.getByRole('button', { name: 'Visit Jail' }).click();
    const row = page
      .getByRole('list', { name: 'Prisoners' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: prisoner.name }) });
    const price = Number((await row.getByText(/^Bail: \d+ gold$/).textContent())?.match(/\d+/)?.[0]);
    await row.getByRole('button', { name: `Pay Bail for ${prisoner.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Pay Bail' });
    await expect(confirm).toContainText(`Pay ${price} gold bail to free ${prisoner.name} now?`);
    await confirm.getByRole('button', { name: `Pay ${price} gold` }).click();
    const result = page.getByRole('dialog', { name: 'Bail Paid' });
    const paid = Number((await result.getByText(/^Paid: \d+ gold$/).textContent())?.match(/\d+/)?.[0]);
    expect(paid).toBeLessThanOrEqual(price);
    await expect(result).toContainText(`Gold left: ${100 - paid}`);
    await result.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('list', { name: 'Prisoners' }).getByRole('link', { name: prisoner.name })).toHaveCount(0);
    await expect(panel(page)).toContainText(`Gold ${100 - paid}`);

    const freed = await prisonerContext.request.get('/api/character/');
    expect(((await freed.json()) as { inJail: boolean }).inJail).toBe(false);
    // 1 good point per 10 x level gold paid (docs/game-rules.md): a level-1 patron earns paid / 10.
    const patron = (await (await page.request.get('/api/character/')).json()) as { good: number };
    expect(patron.good).toBe(Math.floor(paid / 10));
  } finally {
    await prisonerContext.close();
    await staff.close();
  }
});
