import { expect, test } from '@playwright/test';
import { signInStaff, signUpWithCharacter } from './support/players.ts';

// Manage Characters (docs/product-rules.md#admin-screens): staff find a player's character,
// change its level with a written reason, and the player reads the change in their event log.
test('staff raise a character by a written reason; the player sees the level and the reason', async ({ page, browser }) => {
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  try {
    const player = await signUpWithCharacter(playerPage.request);
    await signInStaff(page.request);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Manage Characters' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Characters' })).toBeVisible();
    await page.getByLabel('Character name').fill(player.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Manage ${player.name}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: player.name })).toBeVisible();
    await page.getByLabel('Reason').fill('Ticket 7: lost levels');
    await page.getByRole('spinbutton', { name: 'Level' }).fill('5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${player.name} is changed.` })).toBeVisible();

    await playerPage.goto('/events');
    await expect(playerPage.getByText('Staff changed your level from 1 to 5. Reason: Ticket 7: lost levels')).toBeVisible();
  } finally {
    await playerContext.close();
  }
});
