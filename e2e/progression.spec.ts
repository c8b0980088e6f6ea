import { expect, type Page, test } from '@playwright/test';
import { groupThousands } from '@tod/contracts';
import { bailGoodPoints, bailPrice } from '@tod/game';
import { earnGold, goldOf } from './support/gold.ts';
import { jailThroughDeeds, prisonerRowInCityJail } from './support/jail.ts';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

// GAME_SPEED 60 (playwright.config.ts): a level-1 deed cools down for 1 s, training for 5 s, and a
// sentence of one game hour lasts one real minute. A new character has 100 gold; a level-1 bail
// is 2 x the level's income (6 gold a game minute) per game minute left (docs/game-rules.md), so
// one game hour of sentence costs up to 720 gold, earned first through a well-paid deed.

/** Seconds of the sentence the bail tests jail for: one game hour, a real minute to act in. */
const SENTENCE_S = 3_600;
/** The most a level-1 prisoner's bail costs for that sentence (its full length left). */
const MAX_BAIL = bailPrice(1, SENTENCE_S * 1_000);
/** A price or amount as the page shows it ("1,234"). */
const amount = (text: string | null) => Number(text?.match(/\d[\d,]*/)?.[0]?.replaceAll(',', ''));

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
    // One game hour: a bail of MAX_BAIL (720) gold or less at level 1, and a minute to pay it in.
    // The purse (99 gold) is short of that: earn it first, since a prisoner cannot do deeds.
    await earnGold(page.request, staff.request, MAX_BAIL);
    await jailThroughDeeds(page.request, staff.request, SENTENCE_S);
    await staff.close();
    const gold = await goldOf(page.request);

    await page.goto('/city');
    const jail = page.getByRole('region', { name: /City Jail of/ });
    await expect(jail.getByRole('note', { name: 'Jail' })).toContainText('You are imprisoned in the city jail.');
    const own = jail.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Pay Bail for yourself' }) });
    await expect(own.getByText(/^Bail: [\d,]+ gold$/)).toBeVisible();
    const price = amount(await own.getByText(/^Bail:/).textContent());
    expect(price).toBeGreaterThan(0);
    expect(price).toBeLessThanOrEqual(MAX_BAIL);

    await own.getByRole('button', { name: 'Pay Bail for yourself' }).click();
    const confirm = page.getByRole('dialog', { name: 'Pay Bail' });
    await expect(confirm).toContainText(`Pay ${groupThousands(price)} gold bail to leave jail now?`);
    await confirm.getByRole('button', { name: `Pay ${groupThousands(price)} gold` }).click();
    // The bail shrinks by the minute (a real second here): the server takes the price of the moment.
    const result = page.getByRole('dialog', { name: 'Bail Paid' });
    const paid = amount(await result.getByText(/^Paid: [\d,]+ gold$/).textContent());
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(price);
    await expect(result).toContainText(`Gold left: ${groupThousands(gold - paid)}`);
    await result.getByRole('button', { name: 'Close' }).click();

    await expect(nav(page).getByRole('note', { name: 'Jail' })).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'Deeds', exact: true })).not.toHaveAttribute('aria-disabled');
    await expect(panel(page)).toContainText(`Gold ${groupThousands(gold - paid)}`);
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
    // The patron earns the bail before the prisoner's minute starts: a new character's 100 gold
    // is short of a level-1 bail for one game hour (MAX_BAIL, 720 gold).
    await signUpWithCharacter(page.request, { name: uniqueName('Patron') });
    const gold = await earnGold(page.request, staff.request, MAX_BAIL);
    await jailThroughDeeds(prisonerContext.request, staff.request, SENTENCE_S);

    const row = await prisonerRowInCityJail(page, prisoner.name);
    const price = amount(await row.getByText(/^Bail: [\d,]+ gold$/).textContent());
    expect(price).toBeGreaterThan(0);
    expect(price).toBeLessThanOrEqual(MAX_BAIL);
    await row.getByRole('button', { name: `Pay Bail for ${prisoner.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Pay Bail' });
    await expect(confirm).toContainText(`Pay ${groupThousands(price)} gold bail to free ${prisoner.name} now?`);
    await confirm.getByRole('button', { name: `Pay ${groupThousands(price)} gold` }).click();
    const result = page.getByRole('dialog', { name: 'Bail Paid' });
    const paid = amount(await result.getByText(/^Paid: [\d,]+ gold$/).textContent());
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(price);
    await expect(result).toContainText(`Gold left: ${groupThousands(gold - paid)}`);
    await result.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('list', { name: 'Prisoners' }).getByRole('link', { name: prisoner.name })).toHaveCount(0);
    await expect(panel(page)).toContainText(`Gold ${groupThousands(gold - paid)}`);

    const freed = await prisonerContext.request.get('/api/character/');
    expect(((await freed.json()) as { inJail: boolean }).inJail).toBe(false);
    // 1 good point per 2 minutes of the payer's own level income paid, rounded down, at least 1
    // (bailGoodPoints, docs/game-rules.md): a level-1 patron earns 1 per 12 gold paid. The earning
    // deed gave no alignment points, so this is all the patron's good.
    const patron = (await (await page.request.get('/api/character/')).json()) as { good: number; level: number };
    expect(patron.level).toBe(1);
    expect(patron.good).toBe(bailGoodPoints(paid, 1));
  } finally {
    await prisonerContext.close();
    await staff.close();
  }
});
