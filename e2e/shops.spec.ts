import { expect, request, test } from '@playwright/test';
import { earnGold } from './support/gold.ts';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

// The server runs at GAME_SPEED 60: a deed cooldown lasts 1 s. A new character stands in
// Hearthmere, whose Crossroads Market sells the Bent Lockpick for 60 gold (+2% success on
// Lockpicking deeds, 60 uses).

test('a character buys a tool in the market, wears it, sees its bonus on a deed and wears it down', async ({ page, baseURL }) => {
  // A long journey (earning the gold takes deeds): three times the usual time on a busy machine.
  test.slow();
  const staff = await request.newContext({ baseURL });
  await signInStaff(staff);
  await signUpWithCharacter(page.request);
  await earnGold(page.request, staff, 60);
  const deedName = uniqueName('Pick a Lock');
  const created = await staff.post('/api/deeds', {
    data: {
      name: deedName,
      level: 1,
      alignment: 0,
      content: 'A merchant lost the key to his strongbox.',
      success: 'Click. The lid swings open.',
      failure: 'The pick slips.',
      skills: { Lockpicking: 0 },
      reward: { gold: 2, experience: 1, alignment: 0, jailTime: 0 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await staff.dispose();

  await test.step('the market is reached from the city and shows the price before paying', async () => {
    await page.goto('/city');
    await page.getByRole('tab', { name: 'Buildings' }).click();
    await page.getByRole('link', { name: 'Visit Crossroads Market' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crossroads Market' })).toBeVisible();
    const pick = page.getByRole('article', { name: 'Bent Lockpick' });
    await expect(pick).toContainText('+2% success on Lockpicking deeds');
    await expect(pick).toContainText('Price: 60 gold');
    // At 360 px the shelf fits the screen, and the purchase works from the keyboard.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await pick.getByRole('button', { name: 'Buy for 60 gold' }).focus();
    await page.keyboard.press('Enter');
    // The shop's own answer (the event log's toast says the same, elsewhere on the page).
    const shop = page.getByRole('region', { name: 'Crossroads Market' });
    await expect(shop.getByRole('status').filter({ hasText: 'You bought Bent Lockpick for 60 gold' })).toContainText(
      'equipped it as your tool',
    );
  });

  await test.step('the profile shows it worn, with all its uses', async () => {
    await page.goto('/profile');
    const panel = page.getByRole('region', { name: 'Equipment' });
    await expect(panel).toContainText('Bent Lockpick');
    await expect(panel).toContainText('60 of 60 uses left');
  });

  await test.step('the deed card and its confirmation show what the tool adds', async () => {
    await page.goto('/deeds');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: deedName }) });
    await expect(card).toContainText('Bent Lockpick (60 uses left): +2% success');
    await card.getByRole('button', { name: /^Choose/ }).click();
    const confirm = page.getByRole('region', { name: 'Confirm Deed' });
    await expect(confirm).toContainText('Bent Lockpick (60 uses left): +2% success');
    await page.getByRole('button', { name: 'Attempt Now' }).click();
    await expect(page.getByRole('heading', { name: /^Deed (Successful|Failed)$/ })).toBeVisible();
  });

  await test.step('each attempt wears it: the equipment panel counts the uses down', async () => {
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Equipment' })).toContainText('59 of 60 uses left');
  });
});
